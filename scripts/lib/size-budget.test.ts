import { describe, expect, it } from "vitest";
import {
  evaluateBudgets,
  evaluateSizes,
  findHeroImage,
  findUnreferencedImages,
  firstLoadResources,
  parseFontFaces,
  parseSrcset,
  pickCandidate,
  type Measured,
} from "./size-budget";

const KIB = 1024;

describe("firstLoadResources", () => {
  const html = `<html><head>
    <link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin="" type="font/woff2"/>
    <link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>
    <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/low.js"/>
    <script src="/_next/static/chunks/main.js" async=""></script>
    <script src="/_next/static/chunks/poly.js" noModule=""></script>
    <link rel="icon" href="/icon.svg"/>
    </head><body><script>self.__next_f.push([1,"I:[\\"/_next/static/chunks/client.js\\"]"])</script>
    <script>(function(s){})(["/_next/static/hydration/abc123.js","/_next/static/chunks/main.js"])</script>
    <iframe src="https://www.google.com/maps?q=x&amp;output=embed"></iframe>
    <script src="https://www.googletagmanager.com/gtag/js?id=AW-1" async></script></body></html>`;
  const res = firstLoadResources(html);

  it("collects scripts, script preloads and RSC chunks but not noModule polyfills", () => {
    expect(res.scripts.sort()).toEqual(
      [
        "/_next/static/chunks/client.js",
        "/_next/static/chunks/low.js",
        "/_next/static/chunks/main.js",
      ].sort(),
    );
  });
  it("collects the moved RSC payload apart from the scripts, and the chunks it names", () => {
    expect(res.payloads).toEqual(["/_next/static/hydration/abc123.js"]);
    expect(res.scripts).not.toContain("/_next/static/hydration/abc123.js");
    const withPayload = firstLoadResources(html, [
      'self.__next_f.push([1,"/_next/static/chunks/lazy.js"])',
    ]);
    expect(withPayload.scripts).toContain("/_next/static/chunks/lazy.js");
  });
  it("collects stylesheets and preloaded fonts only", () => {
    expect(res.styles).toEqual(["/_next/static/chunks/s.css"]);
    expect(res.fonts).toEqual(["/_next/static/media/a.woff2"]);
  });
  it("reports iframes with decoded URLs and third-party scripts", () => {
    expect(res.iframes).toEqual(["https://www.google.com/maps?q=x&output=embed"]);
    expect(res.thirdPartyScripts).toEqual(["https://www.googletagmanager.com/gtag/js?id=AW-1"]);
  });
});

describe("choosing the hero candidate a 412 px, DPR 1.75 phone downloads", () => {
  it("parses and sorts srcset candidates", () => {
    expect(parseSrcset("/b-768.avif 768w, /b-480.avif 480w")).toEqual([
      { url: "/b-480.avif", width: 480 },
      { url: "/b-768.avif", width: 768 },
    ]);
  });
  it("evaluates sizes lists with min- and max-width conditions", () => {
    expect(evaluateSizes("100vw", 412)).toBe(412);
    expect(evaluateSizes("(min-width: 1024px) 50vw, 100vw", 412)).toBe(412);
    expect(evaluateSizes("(min-width: 1024px) 50vw, 100vw", 1280)).toBe(640);
    expect(evaluateSizes("(max-width: 480px) 100vw, (max-width: 768px) 50vw, 33vw", 600)).toBe(300);
    expect(evaluateSizes("(max-width: 30em) 90vw, 400px", 412)).toBeCloseTo(370.8);
  });
  it("takes the narrowest candidate at least 721 px wide, else the widest", () => {
    const candidates = parseSrcset("/h-480.avif 480w, /h-768.avif 768w, /h-1080.avif 1080w");
    expect(pickCandidate(candidates, 412, 1.75)?.url).toBe("/h-768.avif");
    expect(pickCandidate(candidates, 1000, 2)?.url).toBe("/h-1080.avif");
  });
  it("finds the AVIF source of the high-priority picture", () => {
    const html = `<picture><source type="image/avif" srcSet="/g-400.avif 400w" sizes="33vw"/>
      <img src="/g.webp" loading="lazy"/></picture>
      <picture><source type="image/avif" srcSet="/h-480.avif 480w, /h-768.avif 768w" sizes="100vw"/>
      <source type="image/webp" srcSet="/h-480.webp 480w" sizes="100vw"/>
      <img src="/h-1920.webp" loading="eager" fetchPriority="high"/></picture>`;
    expect(findHeroImage(html)).toMatchObject({
      srcset: "/h-480.avif 480w, /h-768.avif 768w",
      sizes: "100vw",
      type: "image/avif",
    });
  });
  it("prefers an image preload link", () => {
    const html = `<link rel="preload" as="image" imageSrcSet="/p-768.avif 768w" imageSizes="100vw" type="image/avif"/>`;
    expect(findHeroImage(html)).toMatchObject({ via: "preload", srcset: "/p-768.avif 768w" });
  });
  it("returns null without a priority image", () => {
    expect(findHeroImage(`<img src="/x.webp" loading="lazy"/>`)).toBeNull();
  });
});

describe("parseFontFaces", () => {
  it("reads family, font-display and urls", () => {
    const css = `@font-face{font-family:sans;src:url(../media/a.woff2) format("woff2");font-display:swap}@font-face{font-family:x;src:url("b.woff2")}`;
    expect(parseFontFaces(css)).toEqual([
      { family: "sans", display: "swap", urls: ["../media/a.woff2"] },
      { family: "x", display: null, urls: ["b.woff2"] },
    ]);
  });
});

describe("evaluateBudgets", () => {
  const ok: Measured = {
    htmlBytes: 12 * KIB,
    jsBytes: 150 * KIB,
    cssBytes: 10 * KIB,
    hero: { url: "/images/h-768.avif", bytes: 50 * KIB },
    fontFiles: 2,
    fontFilesShipped: 2,
    totalBytes: 300 * KIB,
    fontsWithoutSwap: [],
    swiperChunks: [],
    iframes: [],
    adsTags: [],
    unreferencedImages: [],
    imageCount: 3,
    sourceMaps: [],
  };
  const failures = (m: Measured) =>
    evaluateBudgets(m)
      .filter((r) => !r.ok)
      .map((r) => r.name);

  it("passes at or under every budget", () => {
    expect(failures(ok)).toEqual([]);
    expect(failures({ ...ok, jsBytes: 155 * KIB, totalBytes: 350 * KIB })).toEqual([]);
  });
  it("fails each budget it exceeds", () => {
    expect(failures({ ...ok, htmlBytes: 16.25 * KIB + 1 })).toEqual(["HTML document (gzip)"]);
    expect(failures({ ...ok, jsBytes: 155 * KIB + 1 })).toEqual(["JavaScript (gzip)"]);
    expect(failures({ ...ok, cssBytes: 21 * KIB })).toEqual(["CSS (gzip)"]);
    expect(failures({ ...ok, hero: { url: "/h.avif", bytes: 61 * KIB } })).toEqual([
      "Hero image at 412 px (/h.avif)",
    ]);
    expect(failures({ ...ok, fontFiles: 3 })).toEqual(["Preloaded font files"]);
    expect(failures({ ...ok, totalBytes: 351 * KIB })).toEqual(["Total first load"]);
  });
  it("fails on Swiper, a map iframe, the ads tag, a non-swap font, stray images or source maps", () => {
    expect(failures({ ...ok, swiperChunks: ["/a.js"] })).toEqual(["Swiper not in the first load"]);
    expect(failures({ ...ok, iframes: ["https://maps"] })).toEqual(["No map iframe in the HTML"]);
    expect(failures({ ...ok, adsTags: ["gtm"] })).toEqual(["No ads tag in the HTML"]);
    expect(failures({ ...ok, fontsWithoutSwap: ["/f.woff2"] })).toEqual([
      "Fonts use font-display: swap",
    ]);
    expect(failures({ ...ok, fontFilesShipped: 4 })).toEqual(["Only the preloaded fonts ship"]);
    expect(failures({ ...ok, unreferencedImages: ["images/x-480.avif"] })).toEqual([
      "Every image in out/images is referenced",
    ]);
    expect(failures({ ...ok, sourceMaps: ["_next/a.js.map"] })).toEqual(["No source maps in out/"]);
  });
});

describe("findUnreferencedImages", () => {
  it("accepts a file named in HTML, or built at run time from its stem, width and format", () => {
    const images = ["images/hero-480.avif", "images/gal-400.webp", "images/old-800.avif"];
    const texts = [
      `<img srcset="/images/hero-480.avif 480w">`,
      `const g={name:"gal",widths:[400,640]};const f=["avif","webp"]`,
    ];
    expect(findUnreferencedImages(images, texts)).toEqual(["images/old-800.avif"]);
  });
  it("does not count a stem whose width is missing", () => {
    expect(
      findUnreferencedImages(["images/gal-960.webp"], [`{name:"gal",w:[400]},"webp"`]),
    ).toEqual(["images/gal-960.webp"]);
  });
});
