/**
 * The project's facts both languages read: numbers, ids, dates, URLs. Its name, place and dates as
 * words are in the dictionaries (lib/i18n/<lang>/project.ts).
 */
import { launchSettings } from "./launch-settings";

export const project = {
  /** The sector's number; each language writes "Sector 12" its own way. */
  sectorNumber: 12,
  postalCode: "201306",
  country: "IN",
  /** Approximate centre of Sector 12, Greater Noida West. */
  geo: { latitude: 28.5935, longitude: 77.4395 },
  /** Year and month of completion, as registered; each language writes the month. */
  completion: { iso: "2030-04" },
} as const;

export const rera = {
  projectId: launchSettings.projectReraId,
  partnerId: launchSettings.partnerReraId,
  authorityName: "Uttar Pradesh Real Estate Regulatory Authority (UP RERA)",
  authorityShortName: "UP RERA",
  authorityUrl: "https://www.up-rera.in",
  qrPayload: launchSettings.reraQrPayload,
  collectionAccount: launchSettings.collectionAccount,
} as const;

export const contact = {
  phoneE164: launchSettings.phoneE164,
  phoneDisplay: launchSettings.phoneDisplay,
  telHref: `tel:${launchSettings.phoneE164}`,
  partnerName: launchSettings.partnerName,
  privacyEmail: launchSettings.privacyEmail,
  /** The window sales promises to reply in, in hours; each language says "hours" its own way. */
  responseHours: "24–48",
} as const;

export const brochure = {
  fileName: "Nirala-Gateway-Brochure.pdf",
  href: "/Nirala-Gateway-Brochure.pdf",
} as const;

/** The address the maps service searches for (part of its URLs, the same in both languages). */
const mapQuery = "Sector 12, Greater Noida West, Uttar Pradesh 201306";
const mapPlace = new URLSearchParams({ q: mapQuery, z: "15" });

/** The maps embed, the same place on Google Maps itself, and the directions link. */
export const map = {
  query: mapQuery,
  embedSrc: `https://www.google.com/maps?${mapPlace}&output=embed`,
  /** Until React hydrates (or without JavaScript), "Show map" opens the place on Google Maps. */
  placeHref: `https://www.google.com/maps?${mapPlace}`,
  directionsHref: `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination: mapQuery })}`,
} as const;

/** The registered completion month in a language's own words: "April 2030", "अप्रैल 2030". */
export function completionMonth(locale: string): string {
  const month = new Date(`${project.completion.iso}-01T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(month);
}
