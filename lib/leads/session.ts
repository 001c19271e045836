/** Per-session flags of the lead flow, in sessionStorage (one browsing session = one tab). */
import { sessionStore, type KeyValueStore } from "./attribution";
import { storageKeys } from "../storage-keys";

export function autoPopupSeen(): boolean {
  try {
    return sessionStore()?.getItem(storageKeys.autoPopupSeen) === "1";
  } catch {
    return false;
  }
}

/** Set when the auto popup opens, and after any lead: a visitor who already left details is not asked again. */
export function markAutoPopupSeen(): void {
  try {
    sessionStore()?.setItem(storageKeys.autoPopupSeen, "1");
  } catch {
    // Blocked storage: at worst the popup shows again on the next page load.
  }
}

/**
 * Milliseconds left until the auto popup is due: `delayMs` after the page's load event, however
 * late hydration ran. Without a known load time (not loaded yet, or no timing data) the full delay.
 */
export function autoPopupDueIn(nowMs: number, loadedAtMs: number | null, delayMs: number): number {
  if (loadedAtMs === null) return delayMs;
  return Math.max(0, loadedAtMs + delayMs - nowMs);
}

/** When the load event started, on the performance.now() clock; null before it or without timing data. */
export function loadEventTime(): number | null {
  const entries = performance.getEntriesByType?.("navigation") ?? [];
  const navigation = entries[0] as PerformanceNavigationTiming | undefined;
  return navigation && navigation.loadEventStart > 0 ? navigation.loadEventStart : null;
}

/** localStorage when the browser allows it, else null: a repeated lead is recognised across tabs. */
export function localStore(): KeyValueStore | null {
  try {
    // Without a window (prerendering) the reference throws, and reads as none.
    return window.localStorage;
  } catch {
    return null;
  }
}
