import { contact, rera } from "../content/project";
import { project, unitPrices } from "../i18n/english";
import { SOCIAL_IMAGE, SITE_DESCRIPTION } from "./metadata";

type JsonLd = Record<string, unknown>;

/**
 * schema.org description of the project for search engines: the complex (address, geo, RERA id),
 * the channel partner as a RealEstateAgent with its registration id, and the price range as an
 * AggregateOffer the agent makes. Pure, so a unit test can check every field.
 */
export function projectStructuredData(
  siteUrl: string,
  description: string = SITE_DESCRIPTION,
): JsonLd {
  const home = `${siteUrl}/`;
  const complexId = `${home}#project`;
  const agentId = `${home}#agent`;
  const offerId = `${home}#offer`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "ApartmentComplex",
        "@id": complexId,
        name: project.name,
        description,
        url: home,
        image: `${siteUrl}${SOCIAL_IMAGE.url}`,
        identifier: {
          "@type": "PropertyValue",
          propertyID: rera.authorityShortName,
          value: rera.projectId,
        },
        address: {
          "@type": "PostalAddress",
          streetAddress: project.sector,
          addressLocality: project.locality,
          addressRegion: project.region,
          postalCode: project.postalCode,
          addressCountry: project.country,
        },
        geo: {
          "@type": "GeoCoordinates",
          latitude: project.geo.latitude,
          longitude: project.geo.longitude,
        },
      },
      {
        "@type": "RealEstateAgent",
        "@id": agentId,
        name: contact.partnerName,
        url: home,
        telephone: contact.phoneE164,
        identifier: {
          "@type": "PropertyValue",
          propertyID: `${rera.authorityShortName} agent registration`,
          value: rera.partnerId,
        },
        areaServed: project.locality,
        makesOffer: { "@id": offerId },
      },
      {
        "@type": "AggregateOffer",
        "@id": offerId,
        name: `Units at ${project.name}`,
        lowPrice: project.price.min,
        highPrice: project.price.max,
        priceCurrency: project.price.currency,
        url: home,
        itemOffered: { "@id": complexId },
        offeredBy: { "@id": agentId },
        offerCount: unitPrices.length,
        offers: unitPrices.map((unit) => ({
          "@type": "Offer",
          name: unit.name,
          price: unit.priceFrom,
          priceCurrency: project.price.currency,
          itemOffered: {
            "@type": "Accommodation",
            name: `${unit.name} at ${project.name}`,
            floorSize: {
              "@type": "QuantitativeValue",
              minValue: unit.carpetSqFt.min,
              maxValue: unit.carpetSqFt.max,
              unitCode: "FTK",
            },
          },
        })),
      },
    ],
  };
}

/** JSON for an inline <script>: "<" is escaped so no string in the data can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
