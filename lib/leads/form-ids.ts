/** The lead forms by name, and sales's name for each; imports nothing, so content and words can name a form without a cycle. */
export type LeadFormId = "hero" | "enquiry" | "autoPopup" | "brochure" | "contact" | "siteVisit";

/** Forms only the plans page has, outside the site-wide set: the cost sheet and the floor plans. */
export type PageFormId = "costSheet" | "floorPlan";

/** How sales reads each form's name in the email subject and the WhatsApp message. */
export const leadFormTitles: Record<LeadFormId | PageFormId, string> = {
  hero: "Hero form",
  enquiry: "Enquiry popup",
  autoPopup: "Auto popup",
  brochure: "Brochure download",
  contact: "Contact form",
  siteVisit: "Site visit",
  costSheet: "Cost sheet",
  floorPlan: "Floor plan",
};
