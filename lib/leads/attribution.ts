/**
 * Campaign attribution: the utm_* parameters of the landing URL are kept for the browsing session
 * (sessionStorage) and sent with every lead. Ad click ids last longer: see click-ids.ts.
 */
import { storageKeys } from "../storage-keys";

export const ATTRIBUTION_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/** Campaign values are short; anything longer is junk or abuse and is cut. */
export const MAX_ATTRIBUTION_LENGTH = 200;

/** The subset of Storage used here, so tests can pass a plain object. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

/** Reads the campaign parameters from a query string ("?utm_source=…" or "utm_source=…"). */
export function parseAttribution(search: string): Attribution {
  const params = new URLSearchParams(search);
  const found: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = params.get(key)?.trim();
    if (value) found[key] = value.slice(0, MAX_ATTRIBUTION_LENGTH);
  }
  return found;
}

function isAttribution(value: unknown): value is Attribution {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, entry]) =>
      (ATTRIBUTION_KEYS as readonly string[]).includes(key) && typeof entry === "string",
  );
}

/** What this session stored earlier; storage that is missing, blocked or corrupt reads as none. */
export function loadAttribution(store: KeyValueStore | null): Attribution {
  if (!store) return {};
  try {
    const raw = store.getItem(storageKeys.attribution);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    return isAttribution(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the campaign of the current URL for the session. A URL with campaign parameters replaces
 * the stored set (the latest ad click wins); a URL without them leaves it untouched.
 */
export function captureAttribution(store: KeyValueStore | null, search: string): Attribution {
  const current = parseAttribution(search);
  if (Object.keys(current).length === 0) return loadAttribution(store);
  try {
    store?.setItem(storageKeys.attribution, JSON.stringify(current));
  } catch {
    // Storage can be full or blocked (private mode); the current page's lead still carries it.
  }
  return current;
}

/** sessionStorage when the browser allows it, else null (Safari private mode can throw). */
export function sessionStore(): KeyValueStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
