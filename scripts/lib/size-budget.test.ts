import { describe, expect, it } from "vitest";
import budgets from "./budgets.json";
import { evaluateBudgets, findUnreferencedImages, type Measured } from "./size-budget";

const KIB = 1024;

describe("evaluateBudgets", () => {
  const ok: Measured = {
    htmlBytes: 12 * KIB,
    jsBytes: 140 * KIB,
    cssBytes: 10 * KIB,
    hero: { url: "/images/h-768.avif", bytes: 50 * KIB },
    fontFiles: 2,
    hindiPage: { htmlBytes: 14 * KIB, jsBytes: 140 * KIB },
    hindiFonts: { files: 1, bytes: 45 * KIB },
    homeDevanagari: { faces: ["devanagariLinksFont 500"], files: 1, bytes: 8 * KIB },
    fontFilesShipped: 4,
    totalBytes: 300 * KIB,
    fontsWithoutSwap: [],
    swiperChunks: [],
    iframes: [],
    adsTags: [],
    unreferencedImages: [],
    imageCount: 3,
    sourceMaps: [],
    missingFiles: [],
  };
  const failures = (m: Measured) =>
    evaluateBudgets(m)
      .filter((r) => !r.ok)
      .map((r) => r.name);

  it("passes at or under every budget", () => {
    expect(failures(ok)).toEqual([]);
    expect(
      failures({ ...ok, jsBytes: budgets.jsKiB * KIB, totalBytes: budgets.totalKiB * KIB }),
    ).toEqual([]);
    expect(
      failures({
        ...ok,
        hindiPage: { htmlBytes: budgets.htmlKiB * KIB, jsBytes: budgets.jsKiB * KIB },
      }),
    ).toEqual([]);
  });
  it("fails each budget it exceeds", () => {
    expect(failures({ ...ok, htmlBytes: budgets.htmlKiB * KIB + 1 })).toEqual([
      "HTML document (gzip)",
    ]);
    expect(failures({ ...ok, jsBytes: budgets.jsKiB * KIB + 1 })).toEqual(["JavaScript (gzip)"]);
    expect(failures({ ...ok, cssBytes: 21 * KIB })).toEqual(["CSS (gzip)"]);
    expect(failures({ ...ok, hero: { url: "/h.avif", bytes: 61 * KIB } })).toEqual([
      "Hero image at 412 px (/h.avif)",
    ]);
    expect(failures({ ...ok, fontFiles: 3 })).toEqual(["Latin font files"]);
    expect(failures({ ...ok, hindiFonts: { files: 1, bytes: 50 * KIB + 1 } })).toEqual([
      "Fonts /hi adds (1 file)",
    ]);
    expect(failures({ ...ok, totalBytes: 351 * KIB })).toEqual(["Total first load"]);
  });

  it("holds /hi to the HTML and JavaScript budgets of /", () => {
    const hindi = (htmlKiB: number, jsKiB: number) =>
      failures({ ...ok, hindiPage: { htmlBytes: htmlKiB * KIB, jsBytes: jsKiB * KIB } });
    expect(hindi(budgets.htmlKiB + 0.001, 140)).toEqual(["HTML document /hi (gzip)"]);
    expect(hindi(14, budgets.jsKiB + 0.001)).toEqual(["JavaScript /hi (gzip)"]);
    expect(hindi(budgets.htmlKiB + 2, budgets.jsKiB + 5)).toEqual([
      "HTML document /hi (gzip)",
      "JavaScript /hi (gzip)",
    ]);
    // Over on /hi alone: the checks of / still pass.
    expect(
      failures({
        ...ok,
        htmlBytes: budgets.htmlKiB * KIB,
        hindiPage: { htmlBytes: (budgets.htmlKiB + 1) * KIB, jsBytes: 0 },
      }),
    ).toEqual(["HTML document /hi (gzip)"]);
  });
  it("fails on Swiper, a map iframe, the ads tag, a non-swap font, stray images, source maps or missing files", () => {
    expect(failures({ ...ok, swiperChunks: ["/a.js"] })).toEqual(["Swiper not in the first load"]);
    expect(failures({ ...ok, iframes: ["https://maps"] })).toEqual(["No map iframe in the HTML"]);
    expect(failures({ ...ok, adsTags: ["gtm"] })).toEqual(["No ads tag in the HTML"]);
    expect(failures({ ...ok, fontsWithoutSwap: ["/f.woff2"] })).toEqual([
      "Fonts use font-display: swap",
    ]);
    expect(failures({ ...ok, fontFilesShipped: 5 })).toEqual([
      "Only the fonts / and the Hindi page load ship",
    ]);
    expect(
      failures({
        ...ok,
        homeDevanagari: { faces: ["devanagariFont 400 600"], files: 1, bytes: 8 * KIB },
      }),
    ).toEqual(["No Hindi pages' Devanagari face on /"]);
    expect(failures({ ...ok, homeDevanagari: { ...ok.homeDevanagari, bytes: 48 * KIB } })).toEqual([
      "Devanagari for the links to Hindi on /",
    ]);
    expect(failures({ ...ok, unreferencedImages: ["images/x-480.avif"] })).toEqual([
      "Every image in out/images is referenced",
    ]);
    expect(failures({ ...ok, sourceMaps: ["_next/a.js.map"] })).toEqual(["No source maps in out/"]);
    expect(failures({ ...ok, missingFiles: ["/gone.js"] })).toEqual([
      "Every file the page asks for exists in out/",
    ]);
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
