import { describe, expect, it } from "vitest";
import { plansStructuredData } from "./plans-structured-data";

const SITE = "https://www.niralagateway.example";
const words = { title: "Prices", description: "All-in costs", homeName: "Home" };

describe("plansStructuredData", () => {
  it.each([
    ["en", `${SITE}/plans`, "en-IN"],
    ["hi", `${SITE}/hi/plans`, "hi"],
  ] as const)(
    "describes the %s page as a WebPage about the project's offer",
    (lang, url, inLanguage) => {
      const graph = plansStructuredData(SITE, lang, words)["@graph"] as Record<string, unknown>[];
      const page = graph.find((node) => node["@type"] === "WebPage");
      expect(page).toMatchObject({
        url,
        name: "Prices",
        description: "All-in costs",
        inLanguage,
        about: { "@id": `${SITE}/#project` },
        mainEntity: { "@id": `${SITE}/#offer` },
      });
      expect(graph.map((node) => node["@type"])).toContain("AggregateOffer");
      const crumbs = (page?.breadcrumb as { itemListElement: { item: string }[] }).itemListElement;
      expect(crumbs.map((crumb) => crumb.item)).toEqual([
        lang === "en" ? `${SITE}/` : `${SITE}/hi`,
        url,
      ]);
    },
  );
});
