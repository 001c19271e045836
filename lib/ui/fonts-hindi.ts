import localFont from "next/font/local";

// English pages: the Hindi pages' face (lib/ui/fonts-hindi-face.tsx) cut to the Devanagari they
// show (the links to Hindi), fetched only when such a word is drawn, so a device without a
// Devanagari font still reads the word Hindi in its own script.
export const devanagariLinksFont = localFont({
  src: "../../assets/fonts/noto-sans-devanagari-links.woff2",
  variable: "--font-devanagari",
  weight: "500",
  display: "swap",
  preload: false,
  // Only Devanagari is in it: the Latin faces' stacks before it carry the fallbacks and metrics.
  fallback: [],
  adjustFontFallback: false,
});
