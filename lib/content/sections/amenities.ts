import type { IconName } from "../../ui/icons";

/** Each amenity's icon, in the order the dictionaries list the amenities' names. */
export const amenityIcons: readonly IconName[] = [
  "utensils-crossed",
  "building",
  "concierge-bell",
  "shopping-bag",
  "shield-check",
  "car",
  "eye",
  "wrench",
];
