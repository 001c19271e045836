/**
 * What every lead carries besides the visitor's details, read in the browser: the session's
 * campaign, the ad click ids of the last 90 days and when they were captured, where the visit
 * began, the page it was sent from and the visitor's ad consent. Captured on every page load, so
 * a landing URL's parameters survive the first navigation.
 */
import { currentAdConsent } from "../ads/consent-choice";
import type { AdConsent } from "../ads/consent";
import { captureAttribution, sessionStore, type KeyValueStore } from "./attribution";
import { captureClicks, clickAt } from "./click-ids";
import { localStore } from "./session";
import { attributionKey, clickIdsKey, visitStartKey } from "../storage-keys";
import { captureVisitStart } from "./visit-start";

/** This page's memory, kept across its client-side navigations while nothing may be stored. */
const memory = new Map<string, string>();
const memoryStore: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
};

/**
 * Until a visitor in the consent regions accepts (and after anyone rejects), the context lives in
 * the page's memory only and the browser's storage holds none of it. Once accepted, the memory
 * moves to storage: click ids to the 90-day localStorage, the rest to the session.
 */
function contextStores(consent: AdConsent): {
  session: KeyValueStore | null;
  local: KeyValueStore | null;
} {
  if (consent !== "granted") {
    for (const key of [attributionKey, clickIdsKey, visitStartKey]) {
      try {
        window.sessionStorage.removeItem(key);
        window.localStorage.removeItem(key);
      } catch {
        // Blocked storage holds nothing to clear.
      }
    }
    return { session: memoryStore, local: memoryStore };
  }
  const session = sessionStore();
  const local = localStore();
  try {
    for (const [key, value] of memory) (key === clickIdsKey ? local : session)?.setItem(key, value);
  } catch {
    // Full or blocked storage: this page's memory still serves its leads.
    return { session: memoryStore, local: memoryStore };
  }
  memory.clear();
  return { session, local };
}

/** Where the visit is: the page's location, or the one an earlier moment of the same page read. */
export type LeadPlace = { pathname: string; search: string; origin: string; referrer: string };

export const currentPlace = (): LeadPlace => ({
  pathname: window.location.pathname,
  search: window.location.search,
  origin: window.location.origin,
  referrer: document.referrer,
});

export function captureLeadContext(now = Date.now(), place: LeadPlace = currentPlace()) {
  const consent = currentAdConsent();
  const { session, local } = contextStores(consent);
  const clicks = captureClicks(local, place.search, now);
  const clickTime = clickAt(clicks.ids, clicks.savedAt);
  return {
    ...captureAttribution(session, place.search),
    ...clicks.ids,
    ...(clickTime ? { click_at: clickTime } : {}),
    ...captureVisitStart(session, place, place.referrer),
    page: place.pathname,
    ad_consent: consent,
  };
}
