export const locationSection = {
  eyebrow: "Location",
  carouselLabel: "Location images",
  heading: "Location advantage",
  intro:
    "Greater Noida West is one of the NCR's fastest-growing residential belts. Nirala Gateway stands at its centre, surrounded by established housing societies, schools and hospitals, with the planned metro extension and the new airport corridor adding to its reach.",
  points: [
    "Surrounded by large, occupied housing societies: a ready catchment of shoppers and diners",
    "Schools, hospitals and daily-needs markets within a few minutes' drive",
    "Quick access to Noida, Ghaziabad and Delhi by the FNG Expressway and NH 24",
    "On the route to Noida International Airport at Jewar via the Yamuna Expressway",
  ],
} as const;

/** Click-to-load map: nothing is fetched from the maps service until the visitor asks. */
export const mapLoader = {
  showLabel: "Show map",
  directionsLabel: "Get directions",
  note: "The interactive map loads from Google Maps when you choose Show map.",
} as const;
