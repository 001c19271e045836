/** The lead forms by name; imports nothing, so content and words can name a form without a cycle. */
export type LeadFormId =
  "hero" | "enquiry" | "autoPopup" | "brochure" | "contact" | "siteVisit" | "floorPlan";

/** Forms one other page has, outside the site-wide set: the plans page's cost sheet. */
export type PageFormId = "costSheet";
