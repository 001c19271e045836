import type { NavEntry } from "../content/navigation";

/** Which nav entry matches the current route and hash (requirements: Navigation). */
export function isNavEntryActive(
  entry: NavEntry,
  pathname: string,
  hash: string,
  home = "/",
): boolean {
  if (entry.kind !== "link") return false;
  if (pathname !== home) return false;
  if (entry.hash === null) return hash === "" || hash === "#";
  return entry.hash === hash;
}
