/** The consent bar a visitor in Europe sees until they accept or reject ad cookies. */
export const adConsentCopy = {
  /** The bar's accessible name, as a screen reader announces the region. */
  label: "Ad cookies",
  message:
    "If you accept, Google Ads may use cookies to measure which of our ads bring enquiries; if you reject, it sets none.",
  linkLabel: "How we use ad cookies",
  accept: "Accept",
  reject: "Reject",
} as const;
