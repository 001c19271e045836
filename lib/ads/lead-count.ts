/**
 * Which lead a conversion counts: one lead id, once per browser. A /thank-you visit without a
 * lead id in its URL (a bookmark, a direct visit, a malformed id) or one already counted (a
 * reload, the back button) counts nothing.
 */
import type { KeyValueStore } from "../leads/attribution";
import { LEAD_QUERY, UUID_V4 } from "../leads/lead-id";
import { storageKeys } from "../storage-keys";

/** Enough for every lead one browser sends; the oldest id goes first. */
const KEPT_IDS = 50;

/** The lead named by ?lead= when it is a UUID v4, else null. */
export function leadInQuery(search: string): string | null {
  const id = new URLSearchParams(search).get(LEAD_QUERY);
  return id && UUID_V4.test(id) ? id : null;
}

function countedIds(store: KeyValueStore | null): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(storageKeys.countedLeads) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** Where storage is blocked, a lead still counts once per page load. */
const countedHere = new Set<string>();

/** True the first time this browser sees the lead id, which is then kept as counted. */
export function firstCount(leadId: string, store: KeyValueStore | null): boolean {
  const ids = countedIds(store);
  if (countedHere.has(leadId) || ids.includes(leadId)) return false;
  countedHere.add(leadId);
  try {
    store?.setItem(storageKeys.countedLeads, JSON.stringify([...ids, leadId].slice(-KEPT_IDS)));
  } catch {
    // Blocked storage: the in-memory set above is all there is.
  }
  return true;
}
