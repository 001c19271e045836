import { describe, expect, it } from "vitest";
import { contact, rera } from "../content/project";
import { project } from "../i18n/english";
import { projectStructuredData, serializeJsonLd } from "./structured-data";

const SITE = "https://www.niralagateway.example";
type Node = Record<string, unknown> & { "@type": string };
const graph = () => (projectStructuredData(SITE)["@graph"] as Node[]) ?? [];
const node = (type: string) => {
  const found = graph().find((n) => n["@type"] === type);
  if (!found) throw new Error(`no ${type} node`);
  return found;
};

describe("projectStructuredData", () => {
  it("describes the complex with its address and coordinates in Sector 12, Greater Noida West", () => {
    const complex = node("ApartmentComplex");
    expect(complex.name).toBe(project.name);
    expect(complex.url).toBe(`${SITE}/`);
    expect(complex.image).toBe(`${SITE}/og-card.jpg`);
    expect(complex.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Sector 12",
      addressLocality: "Greater Noida West",
      addressRegion: "Uttar Pradesh",
      postalCode: "201306",
      addressCountry: "IN",
    });
    expect(complex.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: project.geo.latitude,
      longitude: project.geo.longitude,
    });
    expect(complex.identifier).toMatchObject({ value: rera.projectId });
  });

  it("offers the INR price range from 65 lakh to 1.2 crore", () => {
    const offer = node("AggregateOffer");
    expect(offer).toMatchObject({ lowPrice: 6500000, highPrice: 12000000, priceCurrency: "INR" });
    expect(offer.itemOffered).toEqual({ "@id": node("ApartmentComplex")["@id"] });
    expect(offer.offeredBy).toEqual({ "@id": node("RealEstateAgent")["@id"] });
  });

  it("lists each unit type as an offer within the range", () => {
    const offers = node("AggregateOffer").offers as { name: string; price: number }[];
    expect(offers.map((offer) => offer.name)).toEqual([
      "Retail shops",
      "Fine-dining units",
      "Offices",
      "Studio apartments",
    ]);
    for (const offer of offers) {
      expect(offer.price).toBeGreaterThanOrEqual(6_500_000);
      expect(offer.price).toBeLessThanOrEqual(12_000_000);
    }
  });

  it("names the channel partner as a RealEstateAgent with its RERA registration id", () => {
    const agent = node("RealEstateAgent");
    expect(agent.name).toBe(contact.partnerName);
    expect(agent.telephone).toBe(contact.phoneE164);
    expect(agent.identifier).toMatchObject({ "@type": "PropertyValue", value: rera.partnerId });
    expect(agent.makesOffer).toEqual({ "@id": node("AggregateOffer")["@id"] });
  });

  it("gives every node a unique id under the site origin", () => {
    const ids = graph().map((n) => n["@id"]);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(String(id).startsWith(`${SITE}/#`)).toBe(true);
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so a value cannot close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
