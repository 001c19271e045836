/** Where the visit began: the first page's path and query, and the site that sent the visitor. */
import { storageKeys } from "../storage-keys";
import type { KeyValueStore } from "./attribution";

export type VisitStart = { landing_page: string; referrer: string };

/** Long ad URLs are kept whole up to a point; beyond it they are junk. */
export const VISIT_START_MAX_LENGTH = 500;

function load(store: KeyValueStore | null): VisitStart | null {
  try {
    const raw = store?.getItem(storageKeys.visitStart);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== "object") return null;
    const { landing_page, referrer } = parsed as Partial<VisitStart>;
    return typeof landing_page === "string" && typeof referrer === "string"
      ? { landing_page, referrer }
      : null;
  } catch {
    return null;
  }
}

/** A referrer on our own origin is a page of this visit, not where it began. */
function externalReferrer(referrer: string, origin: string): string {
  try {
    return referrer && new URL(referrer).origin !== origin
      ? referrer.slice(0, VISIT_START_MAX_LENGTH)
      : "";
  } catch {
    return "";
  }
}

/**
 * The first page of this browsing session wins; later pages read it. Without storage, the current
 * page stands in for the first.
 */
export function captureVisitStart(
  store: KeyValueStore | null,
  location: { pathname: string; search: string; origin: string },
  referrer: string,
): VisitStart {
  const stored = load(store);
  if (stored) return stored;
  const start = {
    landing_page: `${location.pathname}${location.search}`.slice(0, VISIT_START_MAX_LENGTH),
    referrer: externalReferrer(referrer, location.origin),
  };
  try {
    store?.setItem(storageKeys.visitStart, JSON.stringify(start));
  } catch {
    // Blocked storage: this page is taken as the first.
  }
  return start;
}
