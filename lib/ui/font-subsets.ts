/**
 * The web fonts are cut down at build time (scripts/generate-fonts.ts) to the characters and
 * weights this site uses, so the preloaded bytes that compete with the hero image on a phone stay
 * small. lib/ui/fonts.ts loads the two Latin ones on every page; the Devanagari one
 * (lib/ui/font-subsets-hindi.ts) loads on Hindi pages only. The build fails (scripts/postbuild.ts)
 * when a page shows a character the original fonts have but the subsets it loads dropped: for
 * Latin, add it to EXTRA_CHARACTERS.
 */

const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) =>
  String.fromCharCode(0x20 + i),
).join("");

/** Typography and the accented letters the copy uses ("façade", "café"). */
const EXTRA_CHARACTERS = "\u00a0©®°·×–—‘’“”…•€™çé";

export const FONT_CHARACTERS = PRINTABLE_ASCII + EXTRA_CHARACTERS;

export type FontSubset = {
  /** Output: assets/fonts/<file>, the path lib/ui/fonts.ts names. */
  file: string;
  /** The @fontsource-variable file it is cut from, relative to the project root. */
  source: string;
  /** The characters the subset keeps. */
  characters: string;
  /** The page language it loads on (<html lang>, primary subtag); absent: every page. */
  lang?: string;
  /** The unicode-range the source file covers (from the package's CSS), for the coverage check. */
  sourceRange: string;
  /** Weight axis kept: a range for a variable font, or one pinned weight. */
  weight: number | { min: number; max: number };
};

/** @fontsource-variable's "latin" files: every character in this range has a glyph there. */
const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

export const fontSubsets: readonly FontSubset[] = [
  {
    // Body text: regular, medium and semibold (Tailwind's font-normal/medium/semibold).
    file: "manrope.woff2",
    source: "node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
    characters: FONT_CHARACTERS,
    sourceRange: LATIN_RANGE,
    weight: { min: 400, max: 600 },
  },
  {
    // Headings only, all semibold: one static weight drops the variation data.
    file: "playfair-display.woff2",
    source:
      "node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
    characters: FONT_CHARACTERS,
    sourceRange: LATIN_RANGE,
    weight: 600,
  },
];

/** "U+0000-00FF,U+0131" → does it contain this code point? */
export function rangeIncludes(range: string, codePoint: number): boolean {
  return range.split(",").some((part) => {
    const [start, end] = part
      .trim()
      .replace(/^U\+/i, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    if (start === undefined || Number.isNaN(start)) return false;
    return codePoint >= start && codePoint <= (end ?? start);
  });
}

/** Does a subset load on a page in `lang` ("hi" matches "hi-IN")? */
function loadsOn(subset: FontSubset, langs: readonly string[]): boolean {
  return (
    subset.lang === undefined ||
    langs.some((lang) => subset.lang === lang.toLowerCase().split("-")[0])
  );
}

/**
 * Characters in `text`, shown on a page in `lang` (or loading the fonts of several), that a source font loaded there would draw but
 * no subset loaded there keeps (each once, in order of appearance). Emoji, ₹ on an English page
 * and other characters outside every loaded source's range fall back to system fonts before and
 * after subsetting alike, so they are not missing.
 */
export function missingFromSubsets(
  text: string,
  lang: string | readonly string[],
  subsets: readonly FontSubset[] = fontSubsets,
): string[] {
  const langs = typeof lang === "string" ? [lang] : lang;
  const loaded = subsets.filter((subset) => loadsOn(subset, langs));
  const kept = new Set(loaded.flatMap((subset) => [...subset.characters]));
  const missing = new Set<string>();
  for (const char of text) {
    if (kept.has(char) || /\s/.test(char)) continue;
    const codePoint = char.codePointAt(0) ?? 0;
    if (loaded.some((subset) => rangeIncludes(subset.sourceRange, codePoint))) missing.add(char);
  }
  return [...missing];
}
