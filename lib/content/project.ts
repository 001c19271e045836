import { launchSettings } from "./launch-settings";
import { priceRange, priceRangeLabel } from "./prices";

export const project = {
  name: "Nirala Gateway",
  tagline: "Retail, dining, offices and studio residences at the gateway to Greater Noida West",
  kind: "Commercial and residential development",
  sector: "Sector 12",
  locality: "Greater Noida West",
  city: "Greater Noida",
  region: "Uttar Pradesh",
  postalCode: "201306",
  country: "IN",
  /** Shown wherever the location is named in one line. */
  locationLine: "Sector 12, Greater Noida West",
  /** Approximate centre of Sector 12, Greater Noida West. */
  geo: { latitude: 28.5935, longitude: 77.4395 },
  /** From the unit-price table, so the hero, brochure and structured data agree with it. */
  price: { ...priceRange, label: priceRangeLabel },
  completion: { label: "April 2030", iso: "2030-04" },
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
  whatsappText:
    "Hello, I would like to know more about Nirala Gateway, Sector 12, Greater Noida West.",
  partnerName: launchSettings.partnerName,
  privacyEmail: launchSettings.privacyEmail,
  responsePromise: "24–48 hours",
} as const;

export const brochure = {
  fileName: "Nirala-Gateway-Brochure.pdf",
  href: "/Nirala-Gateway-Brochure.pdf",
} as const;

const mapQuery = "Sector 12, Greater Noida West, Uttar Pradesh 201306";
const mapPlace = new URLSearchParams({ q: mapQuery, z: "15" });

/** The maps embed, the same place on Google Maps itself, and the directions link. */
export const map = {
  query: mapQuery,
  embedSrc: `https://www.google.com/maps?${mapPlace}&output=embed`,
  /** Until React hydrates (or without JavaScript), "Show map" opens the place on Google Maps. */
  placeHref: `https://www.google.com/maps?${mapPlace}`,
  directionsHref: `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination: mapQuery })}`,
  frameTitle: "Map of Nirala Gateway's location in Sector 12, Greater Noida West",
} as const;
