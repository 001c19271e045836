/** What a lead is worth to the ads' conversion count; the page's words are in the dictionaries. */
export const thankYouConversion = { value: 1, currency: "INR" } as const;
