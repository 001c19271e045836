import localFont from "next/font/local";

// Self-hosted, two files, preloaded, font-display: swap. The files are cut at build time to the
// characters and weights the site uses (lib/ui/font-subsets.ts, scripts/generate-fonts.ts); the
// weight ranges here must match the ones kept there.
export const displayFont = localFont({
  src: "../../assets/fonts/playfair-display.woff2",
  variable: "--font-display",
  weight: "600",
  display: "swap",
  preload: true,
  fallback: ["Georgia", "serif"],
});

export const sansFont = localFont({
  src: "../../assets/fonts/manrope.woff2",
  variable: "--font-sans",
  weight: "400 600",
  display: "swap",
  preload: true,
  fallback: ["system-ui", "sans-serif"],
});
