/** The lead forms by name; imports nothing, so content and words can name a form without a cycle. */
export type LeadFormId = "hero" | "enquiry" | "autoPopup" | "brochure" | "contact" | "siteVisit";

/** Forms only the plans page has, outside the site-wide set: the cost sheet and the floor plans. */
export type PageFormId = "costSheet" | "floorPlan";
