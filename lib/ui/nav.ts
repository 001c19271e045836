import type { NavEntry } from "../content/navigation";

/** Which nav entry matches the current route and hash (requirements: Navigation). */
export function isNavEntryActive(
  entry: NavEntry,
  pathname: string,
  hash: string,
  home = "/",
): boolean {
  if (entry.kind !== "link") return false;
  // A link to another page (the plans page) is current on that page, whatever the hash.
  if (entry.hash === null && entry.href !== home) return pathname === entry.href;
  if (pathname !== home) return false;
  if (entry.hash === null) return hash === "" || hash === "#";
  return entry.hash === hash;
}
