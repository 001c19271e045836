import { describe, expect, it } from "vitest";
import { pageText } from "./html";
import {
  FONT_CHARACTERS,
  fontSubsets,
  missingFromSubsets,
  rangeIncludes,
} from "../../lib/ui/font-subsets";
import { allCopyStrings } from "../../test/support/all-copy";

describe("font subsets", () => {
  it("reads unicode ranges", () => {
    expect(rangeIncludes("U+0000-00FF,U+2122", 0xe9)).toBe(true);
    expect(rangeIncludes("U+0000-00FF,U+2122", 0x2122)).toBe(true);
    expect(rangeIncludes("U+0000-00FF,U+2122", 0x20b9)).toBe(false);
  });

  it("reports characters the source fonts draw but the subsets dropped", () => {
    expect(missingFromSubsets("Café façade — ₹ 45 lakh ❌")).toEqual([]);
    expect(missingFromSubsets("Naïve Ærø")).toEqual(["ï", "Æ", "ø"]);
  });

  it("keeps every character of the site's copy, messages and legal text", async () => {
    const copy = (await allCopyStrings()).join(" ");
    expect(missingFromSubsets(copy)).toEqual([]);
  });

  it("keeps all of printable ASCII", () => {
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i));
    expect(ascii.filter((char) => !FONT_CHARACTERS.includes(char))).toEqual([]);
    expect(fontSubsets.map((subset) => subset.file)).toEqual([
      "manrope.woff2",
      "playfair-display.woff2",
    ]);
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
