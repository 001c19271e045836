/** Every page's path in English; each language has the same pages under its prefix (lib/i18n/lang). */
export const paths = {
  home: "/",
  thankYou: "/thank-you",
  disclaimer: "/disclaimer",
  privacy: "/privacy",
  plans: "/plans",
  nri: "/nri",
} as const;

export type PageId = keyof typeof paths;

/** Pages search engines list; /thank-you is reached only after a lead. */
export const indexedPages: readonly PageId[] = ["home", "plans", "nri", "disclaimer", "privacy"];

/** The privacy notice in each language it is offered in, keyed by hreflang. */
export const privacyNoticePaths = {
  "en-IN": paths.privacy,
  "hi-IN": `/hi${paths.privacy}`,
} as const;
