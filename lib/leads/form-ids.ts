/** The lead forms by name; imports nothing, so content and words can name a form without a cycle. */
export type LeadFormId =
  "hero" | "enquiry" | "autoPopup" | "brochure" | "contact" | "siteVisit" | "floorPlan";
