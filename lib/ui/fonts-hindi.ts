import localFont from "next/font/local";

// Imported by the Hindi root layout and the 404: those pages set --font-devanagari to this face
// that uses this face. Cut at build time to the Hindi copy's Devanagari (lib/ui/font-subsets-hindi.ts),
// weights 400 to 600.
export const devanagariFont = localFont({
  src: "../../assets/fonts/noto-sans-devanagari.woff2",
  variable: "--font-devanagari",
  weight: "400 600",
  display: "swap",
  // Turbopack merges the site's small CSS into one chunk for every page, so a preload here would
  // reach English pages too: scripts/postbuild.ts preloads it in the Hindi pages alone.
  preload: false,
  // Only Devanagari is in it: the Latin faces' stacks before it carry the fallbacks and metrics.
  fallback: [],
  adjustFontFallback: false,
});

// English pages: the same face cut to the Devanagari they show (the links to Hindi), fetched only
// when such a word is drawn, so a device without a Devanagari font still reads "हिन्दी".
export const devanagariLinksFont = localFont({
  src: "../../assets/fonts/noto-sans-devanagari-links.woff2",
  variable: "--font-devanagari",
  weight: "500",
  display: "swap",
  preload: false,
  fallback: [],
  adjustFontFallback: false,
});
