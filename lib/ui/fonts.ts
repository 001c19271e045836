import localFont from "next/font/local";

// Self-hosted, two files, preloaded, font-display: swap. The files are cut at build time to the
// characters and weights the site uses (lib/ui/font-subsets.ts, scripts/generate-fonts.ts); the
// weight ranges here must match the ones kept there. styles/globals.css builds --font-display and
// --font-sans from these variables, and the system fallbacks come from tailwind.config.ts.
export const displayFont = localFont({
  src: "../../assets/fonts/playfair-display.woff2",
  variable: "--font-display-latin",
  weight: "600",
  display: "swap",
  preload: true,
  // No list here: a Devanagari face can then follow the Latin one before any system font.
  fallback: [],
});

export const sansFont = localFont({
  src: "../../assets/fonts/manrope.woff2",
  variable: "--font-sans-latin",
  weight: "400 600",
  display: "swap",
  preload: true,
  fallback: [],
});
