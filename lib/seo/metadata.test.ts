import { describe, expect, it } from "vitest";
import { metadataFor, pageMetadata, SITE_TITLE, SOCIAL_IMAGE } from "./metadata";
import { settings } from "../settings";

describe("pageMetadata", () => {
  it("gives a page its title, description, canonical path and complete share cards", () => {
    const meta = pageMetadata({ title: "Disclaimer", description: "Legal.", page: "disclaimer" });
    expect(meta.title).toBe("Disclaimer");
    expect(meta.description).toBe("Legal.");
    expect(meta.alternates).toMatchObject({ canonical: "/disclaimer" });
    expect(meta.robots).toBeUndefined();
    expect(meta.openGraph).toMatchObject({
      url: "/disclaimer",
      title: "Disclaimer | Nirala Gateway",
      locale: "en_IN",
      images: [{ url: "/og-card.jpg", width: 1200, height: 630, alt: SOCIAL_IMAGE.alt }],
    });
    expect(meta.twitter).toMatchObject({
      card: "summary_large_image",
      title: "Disclaimer | Nirala Gateway",
    });
  });

  it("leaves the home page on the default site title", () => {
    const meta = pageMetadata({ description: "Home.", page: "home" });
    expect(meta.title).toBeUndefined();
    expect(meta.openGraph).toMatchObject({ title: SITE_TITLE, url: "/" });
  });

  it("marks a page noindex but still followed when asked", () => {
    expect(
      pageMetadata({ title: "T", description: "D", page: "thankYou", index: false }).robots,
    ).toEqual({ index: false, follow: true });
  });
});

describe("metadataFor", () => {
  it("names the English, Hindi and default page on both languages' pages, as absolute URLs", () => {
    const languages = {
      en: `${settings.siteUrl}/disclaimer`,
      hi: `${settings.siteUrl}/hi/disclaimer`,
      "x-default": `${settings.siteUrl}/disclaimer`,
    };
    expect(metadataFor("disclaimer", "en").alternates).toEqual({
      canonical: "/disclaimer",
      languages,
    });
    expect(metadataFor("disclaimer", "hi").alternates).toEqual({
      canonical: "/hi/disclaimer",
      languages,
    });
  });

  it("gives a Hindi page the hi_IN locale and a Hindi title", () => {
    const meta = metadataFor("privacy", "hi");
    expect(meta.openGraph).toMatchObject({ locale: "hi_IN", url: "/hi/privacy" });
    expect(String(meta.title)).toMatch(/[\u0900-\u097F]/);
  });

  it("keeps the home page at / in English and /hi in Hindi", () => {
    expect(metadataFor("home", "hi").alternates).toMatchObject({ canonical: "/hi" });
    expect(metadataFor("home", "en").alternates).toMatchObject({ canonical: "/" });
  });
});
