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

/** Atlantic and other islands of EEA countries whose time zone does not start with "Europe/". */
const EUROPEAN_ISLAND_ZONES = new Set([
  "Atlantic/Azores",
  "Atlantic/Madeira",
  "Atlantic/Canary",
  "Atlantic/Faroe",
  "Atlantic/Reykjavik",
  "Arctic/Longyearbyen",
  "Asia/Nicosia",
  "Asia/Famagusta",
]);

/** A time zone in Europe: the visitor is asked before any ad cookie is set. */
export function isEuropeanTimeZone(timeZone: string | undefined): boolean {
  if (!timeZone) return false;
  return timeZone.startsWith("Europe/") || EUROPEAN_ISLAND_ZONES.has(timeZone);
}
