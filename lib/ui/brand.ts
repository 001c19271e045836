/** The brand's colours, read by Tailwind, the web manifest, the viewport, the brochure and the image pipeline. */
export const brandColors = {
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
} as const;
