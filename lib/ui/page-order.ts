/**
 * What comes before the page in the document and what after it. On a slow phone the parser works
 * in short slices with a frame between them, so every element ahead of the hero form delays it;
 * what the first screen does not draw or open follows the page instead. Server-only: the layout
 * reads it (components/layout/site-shell.tsx), so none of it reaches the pages' JavaScript.
 */
import type { SiteDialogKind } from "../content/navigation";
import { iconNames, type IconName } from "./icons";

/**
 * The icons the header, the quick-contact bar, the dialogs and a page's first section draw. Their
 * symbols open the page and the rest close it: on a slow phone the parser then reaches the hero
 * form about seventy elements sooner, and nothing drawn on the first screen waits for a symbol.
 * The build fails if an icon there is missing from this list (scripts/lib/link-check.ts).
 */
export const firstScreenIcons = [
  "arrow-right",
  "calendar-check",
  "circle-check",
  "file-down",
  "indian-rupee",
  "map-pin",
  "menu",
  "message-circle",
  "phone",
  "x",
] as const satisfies readonly IconName[];

/** Every other icon, drawn further down a page than its symbols' place at the end of <body>. */
export const laterIcons = iconNames.filter(
  (name) => !(firstScreenIcons as readonly IconName[]).includes(name),
);

/**
 * Where each dialog's form sits in the page (until hydration it shows in place, as its link's
 * target): the enquiry form right after the header, so the sticky "Enquiry Now" works with the
 * first paint; the others after the page, which links to them only further down, so the parser
 * reaches the hero form a hundred elements sooner on a slow phone.
 */
export const dialogsBeforePage: readonly SiteDialogKind[] = ["enquiry"];
export const dialogsAfterPage: readonly SiteDialogKind[] = ["contact", "brochure"];
