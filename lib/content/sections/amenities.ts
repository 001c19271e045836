import type { IconName } from "../../ui/icons";

export type Amenity = { name: string; description: string; icon: IconName };

export const amenities: readonly Amenity[] = [
  {
    name: "Fine Dining Restaurants",
    description:
      "Signature restaurants and cafés along a landscaped promenade, with terrace seating for evenings out.",
    icon: "utensils-crossed",
  },
  {
    name: "Double Height Lobby for Studio Apartments",
    description:
      "A separate, double-height arrival lobby gives residents a calm entrance of their own, away from the retail floors.",
    icon: "building",
  },
  {
    name: "Dedicated Restaurant for Studio Apartments",
    description:
      "An in-house restaurant reserved for residents, for breakfast before work or a meal delivered to the door.",
    icon: "concierge-bell",
  },
  {
    name: "Anchor Stores",
    description:
      "Large-format anchor tenants draw steady daily footfall that every shop in the building shares.",
    icon: "shopping-bag",
  },
  {
    name: "Reception and Security (24x7)",
    description:
      "Staffed reception, CCTV and controlled access around the clock for residents, tenants and visitors.",
    icon: "shield-check",
  },
  {
    name: "Ample Parking Space",
    description:
      "Multi-level parking for shoppers, office visitors and residents, so nobody circles the block.",
    icon: "car",
  },
  {
    name: "High Visibility of Shops",
    description:
      "Glass frontage facing the sector's main approach road puts every storefront in front of passing traffic.",
    icon: "eye",
  },
  {
    name: "Professional Maintenance",
    description:
      "A professional facility-management team looks after cleaning, upkeep and services from day one.",
    icon: "wrench",
  },
];
