/** sessionStorage: the landing URL's utm_* fields. */
const attribution = "nirala:attribution";
/** localStorage (sessionStorage in Europe without consent): gclid, gbraid, wbraid for 90 days. */
const clickIds = "nirala:click-ids";
/** sessionStorage: the first page of the visit and its external referrer. */
const visitStart = "nirala:visit-start";

/** The lead context's keys, apart: the inline script of lib/inline/plain-post.ts ships only these. */
export const leadContextKeys = { attribution, clickIds, visitStart } as const;

/** Every key this site writes to sessionStorage or localStorage, in one place. */
export const storageKeys = {
  /** sessionStorage: the auto popup has been shown in this browsing session. */
  autoPopupSeen: "nirala:auto-popup-seen",
  attribution,
  clickIds,
  visitStart,
  /** localStorage: a visitor in Europe accepted ("granted") or rejected ("denied") ad cookies. */
  adConsent: "nirala:ad-consent",
  /** localStorage: the lead ids whose conversion this browser has counted, so none counts twice. */
  countedLeads: "nirala:counted-leads",
  /** localStorage: hashes of leads sent in the last 30 minutes, so a repeat is not sent again. */
  sentLeads: "nirala:sent-leads",
  /** sessionStorage: SHA-256 hashes of the last lead's email and phone for enhanced conversions. */
  leadUserData: "nirala:lead-user-data",
  /** sessionStorage: the site visit just booked, read by /thank-you to offer a calendar file. */
  siteVisit: "nirala:site-visit",
} as const;
