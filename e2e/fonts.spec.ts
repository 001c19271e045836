// The web fonts: Hindi pages draw from the Devanagari face (this machine has no Devanagari font),
// English pages only from a small cut of it; the Latin faces swap in without moving any text.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { hiLanguage } from "../lib/i18n/hi/language";
import { hiPages } from "../lib/i18n/hi/pages";
import { uiWords } from "../lib/i18n/ui";
import { publicFontUrl } from "../lib/ui/fonts-manifest";
import { recordLayoutShifts } from "./support/layout-shift";
import { expect, test, holdRequests, LATIN_FONT_FILES, PHONE } from "./support/site";

/** The English pages' Devanagari cut, for their links to Hindi: its family and its file. */
const LINKS_FAMILY = "devanagariLinksFont";
const LINKS_FILE = "noto-sans-devanagari-links";

/** Every Hindi page, with the heading its dictionary gives it. */
const HINDI_PAGES = [
  { path: "/hi", heading: hiPages.hero.heading },
  { path: "/hi/thank-you", heading: hiPages.thankYou.heading },
  { path: "/hi/disclaimer", heading: hiPages.disclaimer.title },
  { path: "/hi/privacy", heading: hiPages.privacy.title },
];
const ENGLISH_PAGES = ["/", "/thank-you", "/disclaimer", "/privacy"];
/** The cut file, and the content-hashed URL the Hindi layout serves it at (the suite runs from the root). */
const devanagariBytes = readFileSync(path.resolve("assets/fonts/noto-sans-devanagari.woff2"));
const devanagariUrl = publicFontUrl("noto-sans-devanagari.woff2");

/** Every font file the page fetches until its fonts are in, with whether it is the Devanagari one. */
async function fontRequests(page: Page, pathname: string) {
  const fonts: { url: string; devanagari: boolean }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "font") return;
    const body = await response.body();
    fonts.push({ url: new URL(response.url()).pathname, devanagari: body.equals(devanagariBytes) });
  });
  await page.goto(pathname);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  return fonts;
}

/** The fonts Chromium drew an element's text with, every one a web font, and how many glyphs each drew. */
async function platformFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  await cdp.send("CSS.enable");
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  expect(
    fonts.filter((font) => !font.isCustomFont),
    selector,
  ).toEqual([]);
  return { fonts, noto: fonts.find((font) => /Noto Sans Devanagari/i.test(font.familyName)) };
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** The text of an element's own text nodes: what getPlatformFontsForNode reports on. */
const ownText = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      [...(document.querySelector(sel)?.childNodes ?? [])]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join(""),
    selector,
  );

const widthOf = (heading: Locator, text: string) =>
  heading.evaluate((element, sample) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    const style = getComputedStyle(element);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return context.measureText(sample).width;
  }, text);

for (const hindi of HINDI_PAGES) {
  test(`${hindi.path}: Hindi is drawn with the Devanagari web font, preloaded by its response, conjuncts shaped; Latin in Manrope`, async ({
    page,
    request,
  }) => {
    const fonts = await fontRequests(page, hindi.path);
    const devanagari = fonts.filter((font) => font.devanagari);
    expect(devanagari).toEqual([{ url: devanagariUrl, devanagari: true }]);
    // Preloaded by the page's response (asked for before the head is parsed), not from the head.
    const response = await request.get(hindi.path);
    expect(response.headers()["link"]).toBe(
      `<${devanagariUrl}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
    );
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect((head.match(/<link\b[^>]*>/g) ?? []).filter((link) => link.includes(".woff2"))).toEqual(
      [],
    );
    // Nor does it carry the English pages' cut for their links to Hindi: not its rule, not a fetch.
    expect(html).not.toContain(LINKS_FAMILY);
    expect(fonts.map((font) => font.url).filter((url) => url.includes(LINKS_FILE))).toEqual([]);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(hindi.heading);

    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => ({ family: face.family, status: face.status })),
    );
    expect(faces).toContainEqual({ family: "devanagariFont", status: "loaded" });
    const hindiName = hiLanguage.name;
    expect(
      await page.evaluate(
        (text) => document.fonts.check("600 32px devanagariFont", text),
        hindiName,
      ),
    ).toBe(true);

    // The heading (display stack) and the first nav link (body stack): every glyph came from a
    // web font, and no Latin face drew more glyphs than the text has non-Devanagari characters,
    // so each Devanagari letter was drawn by Noto, not as a Latin face's empty box.
    await expect(
      page.getByRole("banner").getByRole("link", { name: uiWords.hi.nav[0], exact: true }),
    ).toBeVisible();
    for (const selector of ["main h1", "header nav li a"]) {
      const text = await ownText(page, selector);
      expect(text, selector).toMatch(DEVANAGARI);
      const { fonts: drawn, noto } = await platformFonts(page, selector);
      expect(noto?.glyphCount, selector).toBeGreaterThan(0);
      const latinGlyphs = drawn
        .filter((font) => font !== noto)
        .reduce((sum, font) => sum + font.glyphCount, 0);
      const otherCharacters = [...text].filter((char) => !DEVANAGARI.test(char)).length;
      expect(latinGlyphs, selector).toBeLessThanOrEqual(otherCharacters);
    }

    // A conjunct (Hindi's own name's n + virama + da) draws narrower than its parts drawn apart:
    // the subset kept the shaping rules.
    const conjunct = hindiName.slice(2, 5);
    expect(conjunct).toMatch(/^\p{L}\u094D\p{L}$/u);
    const [joined, na, da] = await Promise.all(
      [conjunct, conjunct.slice(0, 2), conjunct.slice(2)].map((text) => widthOf(heading, text)),
    );
    expect(joined).toBeGreaterThan(0);
    expect(joined).toBeLessThan((na ?? 0) + (da ?? 0) - 2);

    // Latin text on a Hindi page keeps Manrope: the privacy notice's link to its English version.
    if (hindi.path !== "/hi/privacy") return;
    const { fonts: drawn } = await platformFonts(page, 'main a[hreflang="en-IN"]');
    expect(drawn.map((font) => `${font.familyName} ${font.isCustomFont}`)).toEqual([
      expect.stringMatching(/^Manrope.* true$/),
    ]);
  });
}

for (const english of ENGLISH_PAGES) {
  test(`${english} neither preloads, fetches nor uses the Hindi pages' Devanagari font`, async ({
    page,
    request,
  }) => {
    const fonts = await fontRequests(page, english);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => font.devanagari)).toEqual([]);
    // The link to the Hindi pages is drawn by the small Devanagari cut English pages ship, not
    // left blank on a device without a Devanagari font.
    const switchLink = page
      .getByRole("link", { name: uiWords.hi.languageName, exact: true })
      .filter({ visible: true })
      .first();
    await expect(switchLink).toBeVisible();
    await switchLink.evaluate((link) => link.setAttribute("data-drawn", ""));
    const selector = "a[data-drawn]";
    expect(await ownText(page, selector)).toBe(uiWords.hi.languageName);
    const { noto } = await platformFonts(page, selector);
    expect(noto?.glyphCount).toBeGreaterThanOrEqual(4);

    // Nor does its HTML (with the CSS inlined in it) name the face or the file the Hindi pages fetch
    // (so the page cannot declare it), nor it or its response preload any font: the Latin faces
    // paint in sized fallbacks.
    const response = await request.get(english);
    expect(response.headers()["link"]).toBeUndefined();
    const html = await response.text();
    expect(html).not.toContain(path.basename(devanagariUrl));
    expect(html).not.toContain("devanagariFont");
    const links = html.match(/<link\b[^>]*>/g) ?? [];
    expect(links.filter((link) => /rel="preload"[^>]*as="font"/.test(link))).toEqual([]);
  });
}

/** The state of the two Latin web faces (Manrope, Playfair Display) in the page's font set. */
const latinFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => /^(sansFont|displayFont)$/.test(face.family))
      .map((face) => face.status),
  );

/** Two frames: whatever the last change laid out has been painted. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

test.describe("the Latin web fonts on a phone", () => {
  test.use({ viewport: PHONE });

  for (const path of ["/", "/hi"]) {
    test(`${path}: the Latin web fonts arriving after the first paint move no text`, async ({
      page,
    }) => {
      // The fonts are held until the page has been painted without them.
      const release = await holdRequests(page, LATIN_FONT_FILES);
      const shifts = await recordLayoutShifts(page);
      // Not "load": a held preload would hold it too.
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      // Painted in the fallback: the web faces were asked for and have not arrived.
      await expect.poll(() => latinFaces(page)).toContain("loading");
      await twoFrames(page);
      release();
      await expect.poll(() => latinFaces(page)).toEqual(["loaded", "loaded"]);
      await twoFrames(page);
      const moved = await shifts.total();
      expect(moved).toBeLessThanOrEqual(0.01);
    });
  }
});

for (const path of ["/", "/hi"]) {
  test(`${path}: no Latin web font is asked for before the first paint, and the page ends in them`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect.poll(() => latinFaces(page)).toEqual(["loaded", "loaded"]);
    const { painted, asked } = await page.evaluate((files) => {
      const pattern = new RegExp(files);
      return {
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        asked: performance
          .getEntriesByType("resource")
          .filter((entry) => pattern.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      };
    }, LATIN_FONT_FILES.source);
    expect(painted).not.toBeNull();
    expect(asked).toHaveLength(2);
    for (const start of asked) expect(start).toBeGreaterThanOrEqual(painted ?? Infinity);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/", "/hi"])
    test(`${path}: the Latin web fonts load all the same`, async ({ page }) => {
      await page.goto(path);
      await expect.poll(() => latinFaces(page)).toEqual(["loaded", "loaded"]);
    });
});
