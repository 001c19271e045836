/**
 * The Devanagari web font for the Hindi pages (lib/ui/fonts-hindi-face.tsx declares it), cut to the
 * Devanagari characters their copy uses. Apart from lib/ui/font-subsets.ts so the brochure, which
 * rebuilds when anything that file imports changes, does not rebuild with the Hindi copy.
 */
import { enPages } from "../i18n/en/pages";
import { enUi } from "../i18n/en/ui";
import { hiPages } from "../i18n/hi/pages";
import { hiUi } from "../i18n/hi/ui";
import { fontSubsets, rangeIncludes, type FontSubset } from "./font-subsets";

/** The Hindi dictionary: every word a Hindi page shows (the privacy notice is in it). */
const HINDI_COPY: readonly unknown[] = [hiPages, hiUi];

/** @fontsource-variable's "devanagari" file: every character in this range has a glyph there. */
const DEVANAGARI_RANGE =
  "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09";

/** Joiners that choose a conjunct's form, and the dotted circle a shaper draws under a stray mark. */
const SHAPING_CHARACTERS = "\u200c\u200d\u25cc";

function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => strings(item, seen));
}

/** The characters of `copy` the Devanagari file draws, each once, in code point order. */
export function devanagariCharacters(copy: readonly unknown[]): string {
  const chars = new Set(
    [...strings(copy).join(""), ...SHAPING_CHARACTERS].filter((char) =>
      rangeIncludes(DEVANAGARI_RANGE, char.codePointAt(0) ?? 0),
    ),
  );
  return [...chars].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join("");
}

const devanagariSubset: FontSubset = {
  // Body text and headings (semibold): the weight axis from 400 to 600 serves both.
  file: "noto-sans-devanagari.woff2",
  source:
    "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  characters: devanagariCharacters(HINDI_COPY),
  lang: "hi",
  sourceRange: DEVANAGARI_RANGE,
  weight: { min: 400, max: 600 },
};

/**
 * The few Devanagari words English pages show (the links to Hindi), so they draw on a device with
 * no Devanagari font of its own, for a few KiB. The 404 loads the full face for its Hindi half.
 */
const devanagariLinksSubset: FontSubset = {
  ...devanagariSubset,
  file: "noto-sans-devanagari-links.woff2",
  characters: devanagariCharacters([enPages, enUi, hiUi.languageName]),
  lang: "en",
  // The links are medium weight: one pinned instance keeps the file small.
  weight: 500,
};

/** Every font the build cuts and ships, each with the pages it loads on. */
export const shippedFontSubsets: readonly FontSubset[] = [
  ...fontSubsets,
  devanagariSubset,
  devanagariLinksSubset,
];

/**
 * Also copied to public/fonts/ under content-hashed names (lib/ui/fonts-manifest.ts): the pages
 * that use each declare it themselves (lib/ui/fonts-hindi-face.tsx), since next/font's CSS for
 * either would reach every page.
 */
export const publicFontFiles: readonly string[] = [
  devanagariSubset.file,
  devanagariLinksSubset.file,
];

/** The two cuts' files, by what they draw: the face the pages declare names them (fonts-hindi-face.tsx). */
export const devanagariFiles = {
  hindiPages: devanagariSubset.file,
  englishLinks: devanagariLinksSubset.file,
} as const;

/**
 * The fonts a page in `lang` has fetched with its response, a `Link` preload in `_headers`
 * (scripts/postbuild.ts), so they are in before its text is drawn: the Hindi pages' face.
 */
export function preloadedFontFiles(lang: string): string[] {
  return lang.toLowerCase().split("-")[0] === devanagariSubset.lang ? [devanagariSubset.file] : [];
}
