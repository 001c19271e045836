/** sessionStorage key: the site visit just booked, read by /thank-you to offer a calendar file. */
export const siteVisitStorageKey = "nirala:site-visit";
