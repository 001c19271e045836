import { describe, expect, it } from "vitest";
import { amenities, highways } from "../../i18n/english";

describe("home page sections' facts", () => {
  it("lists the eight amenities the brochure promises, in its order", () => {
    expect(amenities.map((amenity) => amenity.name)).toEqual([
      "Fine Dining Restaurants",
      "Double Height Lobby for Studio Apartments",
      "Dedicated Restaurant for Studio Apartments",
      "Anchor Stores",
      "Reception and Security (24x7)",
      "Ample Parking Space",
      "High Visibility of Shops",
      "Professional Maintenance",
    ]);
  });

  it("gives the four highways with their distance and drive time", () => {
    expect(highways.map(({ name, km, minutes }) => [name, km, minutes])).toEqual([
      ["FNG Expressway", 11, 16],
      ["National Highway 24", 13, 24],
      ["Greater Noida Expressway", 16.8, 28],
      ["Yamuna Expressway", 19.4, 27],
    ]);
  });
});
