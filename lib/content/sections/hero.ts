export const heroSection = {
  eyebrow: "Sector 12 · Greater Noida West",
  heading: "Nirala Gateway",
  subheading:
    "High-street retail, fine dining, offices and fully serviced studio apartments in one address on the sector's main approach road.",
  /** The hero background alternates every 5 seconds. */
  rotationMs: 5000,
  priceLabel: "Starting price range",
  completionLabel: "Completion",
  formNote: "Prices, availability and payment plans, usually within one working day.",
} as const;
