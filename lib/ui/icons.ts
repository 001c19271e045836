/**
 * Every icon the site draws, by name. Their shapes come from lucide-react at build time, inlined once
 * in every page (components/ui/icon-symbols.tsx) and drawn with <Icon name="…" />
 * (components/ui/icon.tsx). Inline, not an external sprite: a phone's first paint would otherwise
 * wait for the sprite's own round trip after the document's.
 */
export const iconNames = [
  "arrow-right",
  "briefcase",
  "building",
  "calendar-check",
  "car",
  "check",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "concierge-bell",
  "external-link",
  "eye",
  "file-down",
  "house",
  "indian-rupee",
  "map-pin",
  "menu",
  "message-circle",
  "navigation",
  "pause",
  "phone",
  "play",
  "plus",
  "route",
  "shield-check",
  "shopping-bag",
  "store",
  "utensils-crossed",
  "wrench",
  "x",
] as const;

export type IconName = (typeof iconNames)[number];

/** The id of an icon's symbol in the page: prefixed, so it never clashes with a section's id. */
export const iconId = (name: IconName) => `icon-${name}`;
