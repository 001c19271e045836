import { describe, expect, it } from "vitest";
import {
  iconsDrawnBeforeTheirSymbol,
  anchorTargets,
  candidateFiles,
  cssReferences,
  findBrokenReferences,
  htmlReferences,
  pageUrlPath,
  resolveInternal,
  srcsetUrls,
  type Site,
} from "./link-check";

const ORIGIN = "https://www.example.in";

function site(
  pages: Record<string, string>,
  other: string[] = [],
  css: Record<string, string> = {},
): Site {
  return {
    files: new Set([...Object.keys(pages), ...Object.keys(css), ...other]),
    pages: new Map(Object.entries(pages)),
    stylesheets: new Map(Object.entries(css)),
  };
}

describe("reference extraction", () => {
  it("reads links, images, srcsets, sources, scripts, posters and social cards", () => {
    const html = `<a href="/disclaimer">x</a><link rel="stylesheet" href="/a.css">
      <img src="/i/a-640.webp" srcset="/i/a-640.avif 640w, /i/a-1280.avif 1280w">
      <source srcset="/i/b.avif 1x,/i/b2.avif 2x"><script src="/s.js" async></script>
      <video poster="/p.webp"></video><meta property="og:image" content="${ORIGIN}/og.png">`;
    expect(htmlReferences(html)).toEqual([
      "/disclaimer",
      "/a.css",
      "/i/a-640.webp",
      "/i/a-640.avif",
      "/i/a-1280.avif",
      "/i/b.avif",
      "/i/b2.avif",
      "/s.js",
      "/p.webp",
      `${ORIGIN}/og.png`,
    ]);
  });

  it("reads the url()s of an inlined stylesheet, not its fragment references", () => {
    const html = `<style>@font-face{src:url(/_next/static/media/m.woff2)}.x{filter:url(#f)}</style>`;
    expect(htmlReferences(html)).toEqual(["/_next/static/media/m.woff2"]);
  });

  it("ignores tags inside script bodies and comments, and decodes entities", () => {
    const html = `<!-- <a href="/gone"> --><script>x='<a href="/nope">'</script><a href="/q?a=1&amp;b=2">`;
    expect(htmlReferences(html)).toEqual(["/q?a=1&b=2"]);
  });

  it("splits srcset candidates and drops their descriptors", () => {
    expect(srcsetUrls("/a.avif 640w, /b.avif 1280w")).toEqual(["/a.avif", "/b.avif"]);
  });

  it("reads url() targets in stylesheets, quoted or not, and skips fragment references", () => {
    expect(
      cssReferences(
        `@font-face{src:url(../media/a.woff2) format("woff2")} .x{background:url("/b.png")} .y{filter:url(#f)}`,
      ),
    ).toEqual(["../media/a.woff2", "/b.png"]);
  });

  it("finds ids and names as anchor targets", () => {
    expect(
      anchorTargets(`<section id="about"></section><a name="old"></a><div data-id="no">`),
    ).toEqual(new Set(["about", "old"]));
  });
});

describe("resolution", () => {
  it("maps files to the clean URLs a CDN serves them at", () => {
    expect(pageUrlPath("/index.html")).toBe("/");
    expect(pageUrlPath("/disclaimer.html")).toBe("/disclaimer");
    expect(pageUrlPath("/docs/index.html")).toBe("/docs/");
    expect(candidateFiles("/disclaimer")).toEqual([
      "/disclaimer",
      "/disclaimer.html",
      "/disclaimer/index.html",
    ]);
    expect(candidateFiles("/")).toEqual(["/index.html"]);
  });

  it("treats other origins and non-http schemes as external, the site's own origin as internal", () => {
    expect(resolveInternal("https://wa.me/91", "/", ORIGIN)).toBeNull();
    expect(resolveInternal("tel:+911200000000", "/", ORIGIN)).toBeNull();
    expect(resolveInternal("mailto:a@b.in", "/", ORIGIN)).toBeNull();
    expect(resolveInternal("data:image/png;base64,AA", "/", ORIGIN)).toBeNull();
    expect(resolveInternal(`${ORIGIN}/og.png`, "/", ORIGIN)).toEqual({
      path: "/og.png",
      fragment: "",
    });
    expect(resolveInternal("/#about", "/disclaimer", ORIGIN)).toEqual({
      path: "/",
      fragment: "about",
    });
    expect(resolveInternal("#faq", "/disclaimer", ORIGIN)).toEqual({
      path: "/disclaimer",
      fragment: "faq",
    });
    expect(resolveInternal("../media/f.woff2", "/_next/static/chunks/a.css", ORIGIN)).toEqual({
      path: "/_next/static/media/f.woff2",
      fragment: "",
    });
  });
});

describe("findBrokenReferences", () => {
  const home = `<section id="about"></section><section id="amenities"></section>
    <a href="/disclaimer">d</a><a href="/#about">a</a><a href="#amenities">m</a><a href="#top">t</a>
    <img src="/images/hero-640.avif"><a href="/icon.svg?v=1">i</a><a href="https://wa.me/1">w</a>`;

  it("passes a site whose every reference resolves", () => {
    const ok = site(
      { "/index.html": home, "/disclaimer.html": `<a href="/">home</a>` },
      ["/images/hero-640.avif", "/icon.svg", "/b.pdf", "/_next/static/media/f.woff2"],
      { "/_next/static/chunks/a.css": "@font-face{src:url(../media/f.woff2)}" },
    );
    expect(findBrokenReferences(ok, ORIGIN, [{ url: "/b.pdf", from: "content" }])).toEqual([]);
  });

  it("lists each missing page, anchor, image, font and required file with where it was found", () => {
    const broken = site(
      {
        "/index.html": `<section id="about"></section>`,
        "/disclaimer.html": `<a href="/#gallery">g</a><a href="/thank-you">t</a><img srcset="/images/x-640.avif 640w">`,
      },
      [],
      { "/_next/static/chunks/a.css": "@font-face{src:url(../media/f.woff2)}" },
    );
    expect(findBrokenReferences(broken, ORIGIN, [{ url: "/b.pdf", from: "content" }])).toEqual([
      {
        file: "/disclaimer.html",
        url: "/#gallery",
        reason: '/index.html has no element with id="gallery"',
      },
      { file: "/disclaimer.html", url: "/thank-you", reason: "no file for /thank-you" },
      {
        file: "/disclaimer.html",
        url: "/images/x-640.avif",
        reason: "no file for /images/x-640.avif",
      },
      {
        file: "/_next/static/chunks/a.css",
        url: "../media/f.woff2",
        reason: "no file for /_next/static/media/f.woff2",
      },
      { file: "content", url: "/b.pdf", reason: "no file for /b.pdf" },
    ]);
  });
});

describe("iconsDrawnBeforeTheirSymbol", () => {
  const sprite = (...ids: string[]) =>
    `<svg>${ids.map((id) => `<symbol id="${id}"><path d="M0 0"></path></symbol>`).join("")}</svg>`;
  const use = (id: string) => `<svg><use href="#${id}"></use></svg>`;

  it("accepts first-screen icons whose symbols come first, and later icons drawn further down", () => {
    const html =
      `<body>${sprite("icon-menu")}<header>${use("icon-menu")}</header><main><section>${use("icon-menu")}</section>` +
      `<section>${use("icon-car")}</section></main>${sprite("icon-car")}</body>`;
    expect(iconsDrawnBeforeTheirSymbol(html)).toEqual([]);
  });

  it("names an icon the header or the first section draws before its symbol, once", () => {
    const html =
      `<body>${sprite("icon-menu")}<header>${use("icon-phone")}${use("icon-phone")}</header><main>` +
      `<section>${use("icon-car")}</section><section>${use("icon-x")}</section></main>` +
      `${sprite("icon-phone", "icon-car", "icon-x")}</body>`;
    expect(iconsDrawnBeforeTheirSymbol(html)).toEqual(["#icon-phone", "#icon-car"]);
  });
});
