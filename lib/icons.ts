/**
 * Every icon the site draws, by name. They come from one external sprite, written at prebuild
 * (scripts/generate-icon-sprite.ts) from lucide-react, and drawn with <Icon name="…" />
 * (components/ui/icon.tsx): the path data then is not repeated in every page's HTML, which should
 * fit a phone's first round trip, and the sprite is cached across pages.
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

/** The lucide-react release the sprite is drawn from (a unit test keeps it equal to package.json). */
export const LUCIDE_VERSION = "1.75.0";

/** FNV-1a, 32 bit: a short stable name for one set of icons from one lucide release. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The sprite's URL. Its name changes whenever the icon set or the lucide release does, so a CDN
 * may cache it for good (many ignore query strings, hence a name, not ?v=).
 */
export const ICON_SPRITE_PATH = `/sprite/icons-${fnv1a(`${LUCIDE_VERSION}:${iconNames.join(",")}`)}.svg`;
