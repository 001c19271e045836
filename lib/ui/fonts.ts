import localFont from "next/font/local";

// Self-hosted, two files, font-display: swap. The files are cut at build time to the characters and
// weights the site uses (lib/ui/font-subsets.ts, scripts/generate-fonts.ts); the weight ranges here
// must match the ones kept there. styles/site.css builds --font-display and --font-sans from
// these variables, and the system fallbacks come from tailwind.config.ts, sized to these faces
// (lib/ui/font-fallbacks.ts). Not preloaded: Chrome holds the first frame until preloaded fonts
// are in, while the text can paint at once in those fallbacks, which the swap does not move. Nor
// asked for before that first paint: lib/inline/fonts-after-paint.ts (see docs/performance.md).
export const displayFont = localFont({
  src: "../../assets/fonts/playfair-display.woff2",
  variable: "--font-display-latin",
  weight: "600",
  display: "swap",
  preload: false,
  // No list here: a Devanagari face can then follow the Latin one before any system font.
  fallback: [],
  // next/font sizes a fallback for Arial only; lib/ui/font-fallbacks.ts sizes one per system font.
  adjustFontFallback: false,
});

export const sansFont = localFont({
  src: "../../assets/fonts/manrope.woff2",
  variable: "--font-sans-latin",
  weight: "400 600",
  display: "swap",
  preload: false,
  fallback: [],
  adjustFontFallback: false,
});
