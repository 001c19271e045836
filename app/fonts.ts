import localFont from "next/font/local";

// Self-hosted variable fonts (latin subset only): two files, preloaded, font-display: swap.
export const displayFont = localFont({
  src: "../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
  variable: "--font-display",
  weight: "400 900",
  display: "swap",
  preload: true,
  fallback: ["Georgia", "serif"],
});

export const sansFont = localFont({
  src: "../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
  variable: "--font-sans",
  weight: "200 800",
  display: "swap",
  preload: true,
  fallback: ["system-ui", "sans-serif"],
});
