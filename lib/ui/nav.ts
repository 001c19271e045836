import type { NavEntry } from "../content/navigation";

/** The page a link leads to, without its #section: "/hi#about" → "/hi". */
export function linkPath(href: string): string {
  return href.split("#")[0] || "/";
}

/** Which nav entry matches the current route and hash (requirements: Navigation). */
export function isNavEntryActive(
  entry: NavEntry,
  pathname: string,
  hash: string,
  home = "/",
): boolean {
  if (entry.kind !== "link" || pathname !== linkPath(entry.href)) return false;
  if (entry.hash !== null) return entry.hash === hash;
  // Home is current only at the top; another page's entry on any of its sections.
  return pathname !== home || hash === "" || hash === "#";
}
