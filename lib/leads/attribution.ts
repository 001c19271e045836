/**
 * Campaign attribution: the utm_* parameters of the landing URL are kept for the browsing session
 * (sessionStorage) and sent with every lead. Ad click ids last longer: see click-ids.ts.
 */
import { attributionKey } from "../storage-keys";

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

/** The named parameters of a query string, trimmed and cut to `maxLength`; blank ones are left out. */
export function readParams<K extends string>(
  search: string,
  keys: readonly K[],
  maxLength: number,
): Partial<Record<K, string>> {
  const params = new URLSearchParams(search);
  const found: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) found[key] = value.slice(0, maxLength);
  }
  return found;
}

/** The JSON stored under `key` if `isValid` takes it; storage that is missing, blocked or corrupt reads as null. */
export function readStored<T>(
  store: KeyValueStore | null,
  key: string,
  isValid: (value: unknown) => value is T,
): T | null {
  try {
    const raw = store?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; storage that is full or blocked (private mode) keeps nothing. */
export function writeStored(store: KeyValueStore | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // The current page's lead still carries what it read from its own URL.
  }
}

/** Reads the campaign parameters from a query string ("?utm_source=…" or "utm_source=…"). */
export function parseAttribution(search: string): Attribution {
  return readParams(search, ATTRIBUTION_KEYS, MAX_ATTRIBUTION_LENGTH);
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
  return readStored(store, attributionKey, isAttribution) ?? {};
}

/**
 * Keeps the campaign of the current URL for the session. A URL with campaign parameters replaces
 * the stored set (the latest ad click wins); a URL without them leaves it untouched.
 */
export function captureAttribution(store: KeyValueStore | null, search: string): Attribution {
  const current = parseAttribution(search);
  if (Object.keys(current).length === 0) return loadAttribution(store);
  writeStored(store, attributionKey, current);
  return current;
}

/** sessionStorage when the browser allows it, else null (Safari private mode can throw). */
export function sessionStore(): KeyValueStore | null {
  try {
    // Without a window (prerendering) the reference throws, and reads as none.
    return window.sessionStorage;
  } catch {
    return null;
  }
}
