import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { galleryImages, heroImages } from "@/lib/i18n/english";
import { ResponsivePicture } from "./responsive-picture";

const hero = heroImages[0]!;
const gallery = galleryImages[0]!;

/** Each element of the rendered markup as { tag, attributes }. */
function render(props: Parameters<typeof ResponsivePicture>[0]) {
  const markup = renderToStaticMarkup(createElement(ResponsivePicture, props));
  return [...markup.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag,
    attributes: Object.fromEntries(
      [...(attrs ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [
        k,
        v?.replace(/&#x27;/g, "'").replace(/&amp;/g, "&"),
      ]),
    ),
  }));
}
const sourcesOf = (elements: ReturnType<typeof render>) =>
  elements.filter((e) => e.tag === "source").map((e) => e.attributes);
const imgOf = (elements: ReturnType<typeof render>) =>
  elements.find((e) => e.tag === "img")?.attributes ?? {};

describe("ResponsivePicture", () => {
  it("offers AVIF then WebP at every width of the group, with the group's sizes", () => {
    const elements = render({ image: hero, group: "hero" });
    expect(elements[0]?.tag).toBe("picture");
    const sources = sourcesOf(elements);
    expect(sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.srcSet ?? sources[0]?.srcset).toBe(
      [480, 768, 1080, 1440, 1920].map((w) => `/images/${hero.name}-${w}.avif ${w}w`).join(", "),
    );
    expect(sources[1]?.srcSet ?? sources[1]?.srcset).toContain(
      `/images/${hero.name}-1920.webp 1920w`,
    );
    for (const source of sources) expect(source.sizes).toBe("100vw");
  });

  it("falls back to a WebP from the set, with intrinsic size and alt text", () => {
    const elements = render({ image: gallery, group: "gallery", className: "h-full w-full" });
    const img = imgOf(elements);
    const webpSet = sourcesOf(elements)[1];
    expect(img.src).toMatch(new RegExp(`^/images/${gallery.name}-\\d+\\.webp$`));
    expect(webpSet?.srcSet ?? webpSet?.srcset).toContain(`${img.src} `);
    expect(img.alt).toBe(gallery.alt);
    expect(img.width).toBe(String(gallery.width));
    expect(img.height).toBe(String(gallery.height));
    expect(img.class).toBe("h-full w-full");
  });

  it("loads lazily by default and eagerly with high priority for the LCP image", () => {
    const lazy = imgOf(render({ image: gallery, group: "gallery" }));
    expect([lazy.loading, lazy.fetchPriority ?? lazy.fetchpriority]).toEqual(["lazy", "auto"]);
    const eager = imgOf(render({ image: hero, group: "hero", priority: true }));
    expect([eager.loading, eager.fetchPriority ?? eager.fetchpriority]).toEqual(["eager", "high"]);
  });

  it("lets a layout override sizes", () => {
    for (const source of sourcesOf(render({ image: gallery, group: "gallery", sizes: "50vw" })))
      expect(source.sizes).toBe("50vw");
  });
});
