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

/** The maps embed and the directions link for the project location. */
export const map = {
  query: "Sector 12, Greater Noida West, Uttar Pradesh 201306",
  embedSrc:
    "https://www.google.com/maps?q=Sector+12%2C+Greater+Noida+West%2C+Uttar+Pradesh+201306&z=15&output=embed",
  directionsHref:
    "https://www.google.com/maps/dir/?api=1&destination=Sector+12%2C+Greater+Noida+West%2C+Uttar+Pradesh+201306",
  frameTitle: "Map of Nirala Gateway's location in Sector 12, Greater Noida West",
} as const;
