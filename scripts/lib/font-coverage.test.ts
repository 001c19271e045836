import { describe, expect, it } from "vitest";
import { pageLang, pageText } from "./html";
import { FONT_CHARACTERS, missingFromSubsets, rangeIncludes } from "../../lib/ui/font-subsets";
import {
  devanagariCharacters,
  preloadedFontFiles,
  shippedFontSubsets,
} from "../../lib/ui/font-subsets-hindi";
import { privacyNoticeHi } from "../../lib/i18n/hi/privacy";
import { hiPages } from "../../lib/i18n/hi/pages";
import { hiUi } from "../../lib/i18n/hi/ui";
import { enPages } from "../../lib/i18n/en/pages";
import { enUi } from "../../lib/i18n/en/ui";
import { htmlLang, LANGS } from "../../lib/i18n/lang";
import { copyStrings } from "../../test/support/all-copy";

describe("font subsets", () => {
  it("reads unicode ranges", () => {
    expect(rangeIncludes("U+0000-00FF,U+2122", 0xe9)).toBe(true);
    expect(rangeIncludes("U+0000-00FF,U+2122", 0x2122)).toBe(true);
    expect(rangeIncludes("U+0000-00FF,U+2122", 0x20b9)).toBe(false);
  });

  it("reports characters the source fonts draw but the subsets dropped", () => {
    expect(missingFromSubsets("Café façade — ₹ 45 lakh ❌", "en-IN")).toEqual([]);
    expect(missingFromSubsets("Naïve Ærø", "en-IN")).toEqual(["ï", "Æ", "ø"]);
  });

  it.each(LANGS)("keeps every character of the %s copy, messages and legal text", async (lang) => {
    const copy = (await copyStrings(lang)).join(" ");
    expect(missingFromSubsets(copy, htmlLang[lang], shippedFontSubsets)).toEqual([]);
  });

  it("holds a Hindi page to the Devanagari subset: a letter its copy never used is missing", () => {
    // ऋ and ॐ appear nowhere in the Hindi copy, so the cut font has no glyph for them.
    const page = `${privacyNoticeHi.title}: ऋषि ॐ, Manrope's Latin and ₹85 लाख`;
    expect(missingFromSubsets(page, "hi", shippedFontSubsets)).toEqual(["ऋ", "ॐ"]);
    expect(missingFromSubsets(page, "hi-IN", shippedFontSubsets)).toEqual(["ऋ", "ॐ"]);
    expect(missingFromSubsets(privacyNoticeHi.intro, "hi", shippedFontSubsets)).toEqual([]);
  });

  it("keeps the Devanagari of English pages' Hindi links in a small cut of its own", () => {
    // A device without a Devanagari font still reads the link to the Hindi pages.
    expect(missingFromSubsets(`${hiUi.languageName} में पढ़ें`, "en-IN", shippedFontSubsets)).toEqual(
      [],
    );
    expect(missingFromSubsets("हिन्दी ऋ", "en-IN", shippedFontSubsets)).toEqual(["ऋ"]);
    const links = shippedFontSubsets.find((subset) => subset.lang === "en");
    expect(links?.characters).toBe(devanagariCharacters([enPages, enUi, hiUi.languageName]));
    // A 404 loads both cuts: its Hindi half is held to the Hindi pages' letters.
    expect(missingFromSubsets("पृष्ठ नहीं मिला", ["en-IN", "hi"], shippedFontSubsets)).toEqual([]);
  });

  it("cuts the Devanagari subset to the Hindi copy's letters, plus the joiners and dotted circle", () => {
    expect(devanagariCharacters(["नमस्ते, Hindi 2023।"])).toBe("तनमसे्।\u200c\u200d\u25cc");
    const hindi = shippedFontSubsets.find((subset) => subset.lang === "hi");
    expect(hindi?.characters).toBe(devanagariCharacters([hiPages, hiUi]));
    expect(hindi?.characters).toContain("ॉ");
    expect(hindi?.characters).not.toMatch(/[A-Za-z0-9]/);
  });

  it("has the Hindi pages' responses preload their face, and no other page's", () => {
    for (const lang of LANGS) {
      const expected = lang === "hi" ? ["noto-sans-devanagari.woff2"] : [];
      expect(preloadedFontFiles(htmlLang[lang]), lang).toEqual(expected);
    }
    expect(preloadedFontFiles("")).toEqual([]);
  });

  it("keeps all of printable ASCII", () => {
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i));
    expect(ascii.filter((char) => !FONT_CHARACTERS.includes(char))).toEqual([]);
    expect(shippedFontSubsets.map((subset) => subset.file)).toEqual([
      "manrope.woff2",
      "playfair-display.woff2",
      "noto-sans-devanagari.woff2",
      "noto-sans-devanagari-links.woff2",
    ]);
  });
});

describe("pageLang", () => {
  it("reads <html lang>, which decides the fonts a page loads", () => {
    expect(
      pageLang('<!DOCTYPE html><html lang="hi"><body><p lang="en-IN">x</p></body></html>'),
    ).toBe("hi");
    expect(pageLang("<p>no document element</p>")).toBe("");
  });
});

describe("pageText", () => {
  it("keeps text and readable attributes, drops scripts, styles and tags", () => {
    const html =
      '<p class="x">Caf&eacute; &amp; <b>bar</b>&#8212;&#x20B9;</p><script>var ñ=1</script><style>.ø{}</style><input placeholder="Your naïve name">';
    const text = pageText(html);
    expect(text).toContain("&");
    expect(text).toContain("—₹");
    expect(text).toContain("naïve");
    expect(text).not.toContain("ñ");
    expect(text).not.toContain("ø");
    expect(text).not.toContain("class");
  });
});
