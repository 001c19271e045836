/** sessionStorage: the landing URL's utm_* fields. */
export const attributionKey = "nirala:attribution";
/** localStorage: gclid, gbraid, wbraid for 90 days (never before consent in the consent regions). */
export const clickIdsKey = "nirala:click-ids";
/** sessionStorage: the first page of the visit and its external referrer. */
export const visitStartKey = "nirala:visit-start";
/** localStorage: a visitor accepted ("granted") or rejected ("denied") ad cookies. */
export const adConsentKey = "nirala:ad-consent";
/** localStorage: lead copies the sheet has not confirmed yet, sent again on a later page. */
export const leadCopiesKey = "nirala:lead-copies";

/**
 * Every key this site writes to sessionStorage or localStorage, in one place. The lead context's keys are also exported
 * one by one: the inline script of lib/inline/plain-post.ts ships only those it uses.
 */
export const storageKeys = {
  /** sessionStorage: the auto popup has been shown in this browsing session. */
  autoPopupSeen: "nirala:auto-popup-seen",
  attribution: attributionKey,
  clickIds: clickIdsKey,
  visitStart: visitStartKey,
  adConsent: adConsentKey,
  leadCopies: leadCopiesKey,
  /** localStorage: the lead ids whose conversion this browser has counted, so none counts twice. */
  countedLeads: "nirala:counted-leads",
  /** localStorage: hashes of leads sent in the last 30 minutes, so a repeat is not sent again. */
  sentLeads: "nirala:sent-leads",
  /** sessionStorage: SHA-256 hashes of the last lead's email and phone for enhanced conversions. */
  leadUserData: "nirala:lead-user-data",
  /** sessionStorage: the site visit just booked, read by /thank-you to offer a calendar file. */
  siteVisit: "nirala:site-visit",
} as const;
