import type { Config } from "tailwindcss";

/** Design tokens: brand colours, type scale and fonts. Loaded by app/globals.css via @config. */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.ts"],
  theme: {
    extend: {
      colors: {
        // Deep night-blue of the façade at dusk: headings, nav, footer.
        ink: {
          DEFAULT: "#0e1a26",
          900: "#0e1a26",
          800: "#16283a",
          700: "#213a52",
          600: "#35506b",
        },
        // Brass accent. 500 is decorative on dark grounds; 700 passes AA as text on ivory.
        brass: {
          50: "#fbf6ec",
          100: "#f4e8cf",
          300: "#e2c48e",
          400: "#d4aa66",
          500: "#c4914a",
          600: "#a5762f",
          700: "#7d5820",
        },
        ivory: {
          DEFAULT: "#f8f5ef",
          50: "#fdfcf9",
          100: "#f8f5ef",
          200: "#efe9dd",
        },
        stone: {
          500: "#6b6459",
          600: "#575147",
          700: "#433e36",
        },
        whatsapp: "#1f7a4d",
        // Field errors: 6:1 on the form cards' ivory.
        danger: "#a8322d",
      },
      fontFamily: {
        display: ["var(--font-display)", "Georgia", "Cambria", "Times New Roman", "serif"],
        sans: [
          "var(--font-sans)",
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
};

export default config;
