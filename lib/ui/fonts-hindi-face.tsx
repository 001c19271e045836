import { devanagariFiles } from "./font-subsets-hindi";
import { publicFontUrl } from "./fonts-manifest";

/** The family name the Hindi pages' stacks use (styles/globals.css reads it via --font-devanagari). */
export const DEVANAGARI_FAMILY = "devanagariFont";
/** English pages' family for their few Devanagari words, read the same way. */
const DEVANAGARI_LINKS_FAMILY = "devanagariLinksFont";

/** The face's rule, and the variable that puts it in the stacks; swap, as next/font would have it. */
const faceCss = (family: string, file: string, weight: string) =>
  `@font-face{font-family:${family};src:url(${publicFontUrl(file)}) format("woff2");` +
  `font-weight:${weight};font-display:swap}:root{--font-devanagari:${family}}`;

/**
 * The Hindi pages' Devanagari face (lib/ui/font-subsets-hindi.ts), declared by the pages that use
 * it: in next/font, Turbopack puts its CSS in the chunk every page shares, English pages included.
 * Not preloaded from the head: the Hindi pages' responses preload it (a `Link` header,
 * scripts/postbuild.ts), asked for before the head is parsed, so it is in before their text is
 * drawn (no system font can stand in for a script the device may not have).
 */
export function DevanagariFace() {
  // Weights 400 to 600; no fallback: the Latin faces before it carry those.
  return (
    <style href="devanagari-face" precedence="default">
      {faceCss(DEVANAGARI_FAMILY, devanagariFiles.hindiPages, "400 600")}
    </style>
  );
}

/**
 * English pages' cut of the same face for the few Devanagari words they show (the links to
 * Hindi), declared by those pages alone for the same reason, so Hindi pages carry no rule for it.
 * Not preloaded: fetched only once such a word is drawn.
 */
export function DevanagariLinksFace() {
  return (
    <style href="devanagari-links-face" precedence="default">
      {faceCss(DEVANAGARI_LINKS_FAMILY, devanagariFiles.englishLinks, "500")}
    </style>
  );
}
