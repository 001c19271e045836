/** The floor-plan PDFs' words: English only, as the brochure is (scripts/floor-plans/). */
export const floorPlanPdf = {
  title: "Floor plan",
  carpet: "Carpet area",
  frontage: "Frontage × depth",
  roomSizes: "Approximate room sizes",
  feet: "ft",
  disclaimer:
    "Indicative layout drawn for the smallest unit of this type; not to scale. Room sizes are " +
    "approximate and for illustration only; the sanctioned plans filed with UP RERA and the " +
    "agreement for sale prevail.",
} as const;
