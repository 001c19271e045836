import { describe, expect, it } from "vitest";
import { settings } from "../settings";
import { projectStructuredData } from "./structured-data";
import { webPageStructuredData } from "./web-page";

const words = { name: "Buying from abroad", description: "How NRIs buy." };

describe("webPageStructuredData", () => {
  it("describes the page in its language, about the home page's project node, with a breadcrumb from home", () => {
    const [page, crumbs] = webPageStructuredData("nri", "hi", words)["@graph"];
    const project = (projectStructuredData(settings.siteUrl)["@graph"] as { "@id": string }[])[0];
    expect(page).toMatchObject({
      "@type": "WebPage",
      url: `${settings.siteUrl}/hi/nri`,
      inLanguage: "hi",
      name: words.name,
      about: { "@id": project?.["@id"] },
    });
    const items = crumbs?.itemListElement ?? [];
    expect(items.map((item) => item.item)).toEqual([
      `${settings.siteUrl}/hi`,
      `${settings.siteUrl}/hi/nri`,
    ]);
  });
});
