/**
 * Google Ads click ids (gclid, and gbraid/wbraid from iOS apps) of the landing URL, kept for the
 * 90-day click-conversion window so a lead sent days later, from a new tab, is still matched.
 */
import { clickIdsKey } from "../storage-keys";
import { readParams, readStored, writeStored, type KeyValueStore } from "./attribution";
import { indianTimestamp } from "./lead-id";
import { hasAny } from "./records";

export const CLICK_ID_KEYS = ["gclid", "gbraid", "wbraid"] as const;
export type ClickIds = Partial<Record<(typeof CLICK_ID_KEYS)[number], string>>;

/** Google Ads matches an uploaded conversion to a click at most 90 days old. */
export const CLICK_ID_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** Real click ids are about 100 characters; anything far longer is junk and is cut. */
const MAX_CLICK_ID_LENGTH = 200;

/** The ids in force and when they were captured (ms since the epoch). */
export type Clicks = { ids: ClickIds; savedAt: number };
type Stored = Clicks;

export function parseClickIds(search: string): ClickIds {
  return readParams(search, CLICK_ID_KEYS, MAX_CLICK_ID_LENGTH);
}

function isStored(value: unknown): value is Stored {
  if (!value || typeof value !== "object") return false;
  const { ids, savedAt } = value as Partial<Stored>;
  return (
    typeof savedAt === "number" &&
    !!ids &&
    typeof ids === "object" &&
    Object.entries(ids).every(
      ([key, id]) => (CLICK_ID_KEYS as readonly string[]).includes(key) && typeof id === "string",
    )
  );
}

/** The stored ids while they are younger than 90 days; expired, missing or corrupt read as none. */
export function loadClicks(store: KeyValueStore | null, now: number): Clicks {
  const stored = readStored(store, clickIdsKey, isStored);
  return stored && now - stored.savedAt < CLICK_ID_LIFETIME_MS
    ? { ids: stored.ids, savedAt: stored.savedAt }
    : { ids: {}, savedAt: now };
}

/**
 * Keeps the current URL's click ids. A URL with any click id replaces the whole stored set (the
 * newest ad click wins, and its clock restarts); a URL without one leaves it as it is.
 */
export function captureClicks(store: KeyValueStore | null, search: string, now: number): Clicks {
  const current = parseClickIds(search);
  if (Object.keys(current).length === 0) return loadClicks(store, now);
  saveClickIds(store, current, now);
  return { ids: current, savedAt: now };
}

/** A lead's click_at: when its click id was captured, in Indian time; nothing without a click id. */
export function clickAt(ids: object, savedAt: number): string | undefined {
  return hasAny(ids) ? indianTimestamp(new Date(savedAt)) : undefined;
}

/** Replaces the stored set with these ids, their 90 days counted from `now`. */
export function saveClickIds(store: KeyValueStore | null, ids: ClickIds, now: number): void {
  writeStored(store, clickIdsKey, { ids, savedAt: now } satisfies Stored);
}
