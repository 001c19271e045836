/**
 * The eight amenities' icons, in the brochure's order. Each language names and describes them in
 * this order (`amenities.items` in lib/i18n/<lang>/sections/project.ts).
 */
import type { IconName } from "../../ui/icons";

export type AmenityFacts = { icon: IconName };

export const amenities: readonly AmenityFacts[] = [
  { icon: "utensils-crossed" },
  { icon: "building" },
  { icon: "concierge-bell" },
  { icon: "shopping-bag" },
  { icon: "shield-check" },
  { icon: "car" },
  { icon: "eye" },
  { icon: "wrench" },
];
