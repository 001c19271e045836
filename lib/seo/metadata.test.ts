import { describe, expect, it } from "vitest";
import { pageMetadata, SITE_TITLE, SOCIAL_IMAGE } from "./metadata";

describe("pageMetadata", () => {
  it("gives a page its title, description, canonical path and complete share cards", () => {
    const meta = pageMetadata({ title: "Disclaimer", description: "Legal.", path: "/disclaimer" });
    expect(meta.title).toBe("Disclaimer");
    expect(meta.description).toBe("Legal.");
    expect(meta.alternates).toEqual({ canonical: "/disclaimer" });
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
    const meta = pageMetadata({ description: "Home.", path: "/" });
    expect(meta.title).toBeUndefined();
    expect(meta.openGraph).toMatchObject({ title: SITE_TITLE, url: "/" });
  });

  it("marks a page noindex but still followed when asked", () => {
    expect(pageMetadata({ title: "T", description: "D", path: "/t", index: false }).robots).toEqual(
      {
        index: false,
        follow: true,
      },
    );
  });
});
