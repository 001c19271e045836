import { describe, expect, it } from "vitest";
import { HINDI_FACE, preloadHindiFace } from "./hindi-font-preload";

const LATIN =
  '<link rel="preload" href="/m/manrope.woff2" as="font" crossorigin="" type="font/woff2"/>';
const faces = `@font-face{font-family:sansFont;src:url(/m/manrope.woff2)format("woff2")}@font-face{font-family:${HINDI_FACE};src:url(/m/noto.woff2)format("woff2");font-display:swap}`;
const page = (lang: string, head = LATIN) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>${head}<style>${faces}</style></head><body><p>x</p></body></html>`;
const HINDI_LINK =
  '<link rel="preload" href="/m/noto.woff2" as="font" crossorigin="" type="font/woff2"/>';

describe("preloadHindiFace", () => {
  it("preloads the Devanagari face's file right after the Latin faces' preloads on a Hindi page", () => {
    const { html, changed } = preloadHindiFace(page("hi"));
    expect(changed).toBe(true);
    expect(html).toContain(`${LATIN}${HINDI_LINK}<style>`);
  });

  it("puts it right after the charset when the page preloads no other font", () => {
    expect(preloadHindiFace(page("hi", "")).html).toContain(
      `<head><meta charSet="utf-8"/>${HINDI_LINK}<style>`,
    );
  });

  it("leaves English pages alone, and a page already preloading it", () => {
    expect(preloadHindiFace(page("en"))).toEqual({ html: page("en"), changed: false });
    const once = preloadHindiFace(page("hi")).html;
    expect(preloadHindiFace(once)).toEqual({ html: once, changed: false });
  });

  it("reports a Hindi page whose styles no longer declare the face", () => {
    const html = page("hi").replace(HINDI_FACE, "renamedFont");
    expect(preloadHindiFace(html)).toEqual({
      html,
      changed: false,
      problem: `no @font-face for ${HINDI_FACE}`,
    });
  });
});
