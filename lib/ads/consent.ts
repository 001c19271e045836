/**
 * Consent mode v2 for visitors in Europe: the regions Google requires consent signals for, the
 * default commands set before the tag's config, and how the visitor's time zone tells us to ask.
 */

/** Every EEA country one by one (Google rejects "EU"), then the UK and Switzerland. */
export const CONSENT_REGIONS = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  "IS",
  "LI",
  "NO",
  "GB",
  "CH",
  // EU regions overseas that Google locates under their own codes: Réunion, Mayotte, Martinique,
  // Guadeloupe, French Guiana and Saint Martin.
  "RE",
  "YT",
  "MQ",
  "GP",
  "GF",
  "MF",
] as const;

export const CONSENT_KEYS = [
  "ad_storage",
  "ad_user_data",
  "ad_personalization",
  "analytics_storage",
] as const;

export type ConsentState = "granted" | "denied";
export type ConsentChoice = ConsentState;

/** The privacy notice's section on consent in Europe, which the consent bar links to. */
export const ADS_IN_EUROPE_SECTION = "ads-in-europe";

/** The window event that asks the visitor again (the footer's "Cookie choices" sends it). */
export const CONSENT_CHOICES_EVENT = "nirala:cookie-choices";

/** How long the tag waits for the visitor's answer before it sends with the default. */
export const CONSENT_WAIT_MS = 500;

function allKeys(state: ConsentState): Record<(typeof CONSENT_KEYS)[number], ConsentState> {
  return Object.fromEntries(CONSENT_KEYS.map((key) => [key, state])) as Record<
    (typeof CONSENT_KEYS)[number],
    ConsentState
  >;
}

/** The two defaults, in order: denied in the regions above, granted for everyone else. */
export function consentDefaultCommands(): [string, string, Record<string, unknown>][] {
  return [
    [
      "consent",
      "default",
      { ...allKeys("denied"), region: [...CONSENT_REGIONS], wait_for_update: CONSENT_WAIT_MS },
    ],
    ["consent", "default", allKeys("granted")],
  ];
}

/** The update a choice sends, for all four keys. */
export function consentUpdate(choice: ConsentChoice): Record<string, ConsentState> {
  return allKeys(choice);
}

/**
 * The time zones of the consent regions beyond those starting with "Europe/": islands and overseas
 * parts of EEA countries (and the Faroes, Svalbard). One list for the inline script and the page.
 */
export const CONSENT_TIME_ZONES = [
  "Atlantic/Azores",
  "Atlantic/Madeira",
  "Atlantic/Canary",
  "Atlantic/Faroe",
  "Atlantic/Reykjavik",
  "Arctic/Longyearbyen",
  "Asia/Nicosia",
  "Asia/Famagusta",
  "Africa/Ceuta",
  "Indian/Reunion",
  "Indian/Mayotte",
  "America/Martinique",
  "America/Guadeloupe",
  "America/Cayenne",
  "America/Marigot",
];

/** A time zone in the consent regions: the visitor is asked before any ad cookie is set. */
export function isEuropeanTimeZone(timeZone: string | undefined): boolean {
  return !!timeZone && (timeZone.startsWith("Europe/") || CONSENT_TIME_ZONES.includes(timeZone));
}

/** What a lead says of ad measurement: "pending" while a visitor in the consent regions has not answered. */
export type AdConsent = ConsentState | "pending";

/** The visitor's answer wins; without one, the consent regions wait and everyone else is granted. */
export function adConsentOf(timeZone: string | undefined, answer: string | null): AdConsent {
  if (answer === "granted" || answer === "denied") return answer;
  return isEuropeanTimeZone(timeZone) ? "pending" : "granted";
}
