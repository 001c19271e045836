export type DialogKind = "enquiry" | "contact" | "brochure";

export type NavEntry =
  | { label: string; kind: "link"; href: string; hash: string | null }
  | { label: string; kind: "dialog"; dialog: DialogKind };

/** Read by both the desktop bar and the mobile menu. */
export const navEntries: readonly NavEntry[] = [
  { label: "Home", kind: "link", href: "/", hash: null },
  { label: "About", kind: "link", href: "/#about", hash: "#about" },
  { label: "Amenities", kind: "link", href: "/#amenities", hash: "#amenities" },
  { label: "Brochure Download", kind: "dialog", dialog: "enquiry" },
];

/** The footer's list of the site's links: the phone menu's toggle leads there until React hydrates. */
export const SITE_LINKS_ANCHOR = "site-links";

/** Scrolling after an anchor navigation waits this long (requirements: Navigation). */
export const ANCHOR_SCROLL_DELAY_MS = 100;
