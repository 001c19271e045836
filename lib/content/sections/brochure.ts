export const brochureSection = {
  eyebrow: "Brochure",
  includes: [
    "Floor mix and unit types",
    "Amenities and connectivity",
    "Price range and completion",
    "RERA registration details",
  ],
  heading: "Take the full brochure with you",
  body: "Floor mix, amenities, connectivity, price range and registration details in one PDF you can read offline and share with your family.",
  cta: "Download Brochure",
} as const;
