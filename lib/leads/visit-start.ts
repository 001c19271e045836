/** Where the visit began: the first page's path and query, and the site that sent the visitor. */
import { visitStartKey } from "../storage-keys";
import { readStored, writeStored, type KeyValueStore } from "./attribution";

export type VisitStart = { landing_page: string; referrer: string };

/** Long ad URLs are kept whole up to a point; beyond it they are junk. */
export const VISIT_START_MAX_LENGTH = 500;

function isVisitStart(value: unknown): value is VisitStart {
  if (!value || typeof value !== "object") return false;
  const { landing_page, referrer } = value as Partial<VisitStart>;
  return typeof landing_page === "string" && typeof referrer === "string";
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

/** Where a visit that began on this page began. */
export function visitStartOf(
  location: { pathname: string; search: string; origin: string },
  referrer: string,
): VisitStart {
  return {
    landing_page: `${location.pathname}${location.search}`.slice(0, VISIT_START_MAX_LENGTH),
    referrer: externalReferrer(referrer, location.origin),
  };
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
  const stored = readStored(store, visitStartKey, isVisitStart);
  // Only the two fields, whatever else the stored object holds: they go into every lead.
  if (stored) return { landing_page: stored.landing_page, referrer: stored.referrer };
  const start = visitStartOf(location, referrer);
  writeStored(store, visitStartKey, start);
  return start;
}
