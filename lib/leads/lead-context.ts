/**
 * What every lead carries besides the visitor's details, read in the browser: the session's
 * campaign, the ad click ids of the last 90 days, where the visit began and the page it was sent
 * from. Captured on every page load, so a landing URL's parameters survive the first navigation.
 */
import { adsConsentGranted } from "../ads/consent-choice";
import { captureAttribution, sessionStore, type KeyValueStore } from "./attribution";
import { captureClickIds, loadClickIds } from "./click-ids";
import { localStore } from "./session";
import { storageKeys } from "../storage-keys";
import { captureVisitStart } from "./visit-start";

/**
 * A visitor in Europe who has not accepted ad cookies keeps click ids for the session only; once
 * they accept, the session's ids move to the 90-day store, and a rejection clears that store.
 */
function clickIdStore(now: number): KeyValueStore | null {
  const session = sessionStore();
  const local = localStore();
  if (!adsConsentGranted()) {
    try {
      window.localStorage.removeItem(storageKeys.clickIds);
    } catch {
      // Blocked storage holds nothing to clear.
    }
    return session;
  }
  const pending = session?.getItem(storageKeys.clickIds);
  if (pending && Object.keys(loadClickIds(local, now)).length === 0) {
    try {
      local?.setItem(storageKeys.clickIds, pending);
    } catch {
      // The session copy still serves this session.
      return session;
    }
  }
  return local;
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
  const clickIds = (() => {
    try {
      return captureClickIds(clickIdStore(now), place.search, now);
    } catch {
      return captureClickIds(null, place.search, now);
    }
  })();
  return {
    ...captureAttribution(sessionStore(), place.search),
    ...clickIds,
    ...captureVisitStart(sessionStore(), place, place.referrer),
    page: place.pathname,
  };
}
