/** Dialogs every page hosts; their forms are built in the browser from the page's words. */
export type SiteDialogKind = "enquiry" | "contact" | "brochure";
/** A dialog only its page hosts, with the form that page sends it: the plans page's floor plans. */
export type DialogKind = SiteDialogKind | "floorPlan";

/** Where a nav entry leads; each language's labels (`nav` in its UI words) are in this order. */
export type NavTarget =
  { kind: "link"; href: string; hash: string | null } | { kind: "dialog"; dialog: DialogKind };

/** A nav entry with its label in the page's language. */
export type NavEntry = NavTarget & { label: string };

/** Read by both the desktop bar and the mobile menu: home, about, amenities, the plans page, buying from abroad, the brochure. */
export const navEntries: readonly NavTarget[] = [
  { kind: "link", href: "/", hash: null },
  { kind: "link", href: "/#about", hash: "#about" },
  { kind: "link", href: "/#amenities", hash: "#amenities" },
  { kind: "link", href: "/plans", hash: null },
  { kind: "link", href: "/nri", hash: null },
  { kind: "dialog", dialog: "enquiry" },
];

/** The footer's list of the site's links: the phone menu's toggle leads there until React hydrates. */
export const SITE_LINKS_ANCHOR = "site-links";

/** Scrolling after an anchor navigation waits this long (requirements: Navigation). */
export const ANCHOR_SCROLL_DELAY_MS = 100;
