import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";
import { brandColors } from "./lib/ui/brand";
import { fallbackFamilies, fallbackFontFaces } from "./lib/ui/font-fallbacks";

/** Design tokens: brand colours, type scale and fonts. Loaded by styles/site.css via @config. */
const config: Config = {
  theme: {
    extend: {
      colors: brandColors,
      fontFamily: {
        // Each web font, then system fonts sized to it (lib/ui/font-fallbacks.ts), then the rest.
        display: [
          "var(--font-display)",
          ...fallbackFamilies("display"),
          "Georgia",
          "Cambria",
          "Times New Roman",
          "serif",
        ],
        sans: [
          "var(--font-sans)",
          ...fallbackFamilies("sans"),
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Noto Sans",
          "sans-serif",
        ],
      },
      fontSize: {
        eyebrow: ["0.8125rem", { lineHeight: "1.25rem", letterSpacing: "0.18em" }],
        "display-sm": ["2rem", { lineHeight: "2.4rem", letterSpacing: "-0.01em" }],
        "display-md": ["2.75rem", { lineHeight: "3.1rem", letterSpacing: "-0.015em" }],
        "display-lg": ["3.75rem", { lineHeight: "4rem", letterSpacing: "-0.02em" }],
      },
      boxShadow: {
        card: "0 1px 2px rgb(14 26 38 / 0.06), 0 8px 24px -12px rgb(14 26 38 / 0.18)",
        float: "0 10px 30px -10px rgb(14 26 38 / 0.45)",
      },
      maxWidth: {
        site: "76rem",
      },
    },
  },
  plugins: [plugin(({ addBase }) => fallbackFontFaces().forEach((face) => addBase(face)))],
};

export default config;
