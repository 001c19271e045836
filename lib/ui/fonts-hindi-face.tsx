import { preload } from "react-dom";
import { publicFontUrl } from "./fonts-manifest";

/** The family name the Hindi pages' stacks use (styles/globals.css reads it via --font-devanagari). */
export const DEVANAGARI_FAMILY = "devanagariFont";

/**
 * The Hindi pages' Devanagari face (lib/ui/font-subsets-hindi.ts), declared by the pages that use
 * it: in next/font, Turbopack puts its CSS in the chunk every page shares, English pages included.
 * `preloaded`: fetched from the head, so it is in before the first paint instead of swapping in
 * after it (no system font can stand in for a script the device may not have).
 */
export function DevanagariFace({ preloaded }: { preloaded: boolean }) {
  const url = publicFontUrl("noto-sans-devanagari.woff2");
  if (preloaded) preload(url, { as: "font", type: "font/woff2", crossOrigin: "" });
  // Weights 400 to 600, swap as next/font had it; no fallback: the Latin faces before it carry those.
  const css =
    `@font-face{font-family:${DEVANAGARI_FAMILY};src:url(${url}) format("woff2");` +
    `font-weight:400 600;font-display:swap}:root{--font-devanagari:${DEVANAGARI_FAMILY}}`;
  return (
    <style href="devanagari-face" precedence="default">
      {css}
    </style>
  );
}
