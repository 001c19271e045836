/**
 * Lead copies the sheet has not confirmed, kept in localStorage from just before they are sent
 * until the sheet answers, so one lost on the way (network, an error reply, a page that unloaded
 * first) is sent again on a later page. The sheet keeps one row per lead_id, so a repeat is harmless.
 */
import { leadCopiesKey } from "../storage-keys";
import { ATTRIBUTION_KEYS, readStored, writeStored, type KeyValueStore } from "./attribution";
import { CLICK_ID_KEYS } from "./click-ids";
import { isRecord } from "./records";

/** A copy waiting, how many times it was sent again, and since when (ms since the epoch). */
export type QueuedCopy = { copy: Record<string, string>; tries: number; since: number };
/** The copies waiting, by lead_id. */
export type CopyQueue = Record<string, QueuedCopy>;

/** What a lead without ad consent must not leave in storage: its campaign, click and visit. */
const CONTEXT: readonly string[] = [
  ...ATTRIBUTION_KEYS,
  ...CLICK_ID_KEYS,
  "click_at",
  "landing_page",
  "referrer",
];

/** The copies waiting; corrupt or missing storage reads as none. */
export const queuedCopies = (store: KeyValueStore | null): CopyQueue =>
  (readStored(store, leadCopiesKey, isRecord) as CopyQueue | null) ?? {};

export const saveQueue = (store: KeyValueStore | null, queue: CopyQueue) =>
  writeStored(store, leadCopiesKey, queue);

/** Keeps a copy about to be sent (none without a lead_id to confirm it by). */
export function keepCopy(store: KeyValueStore | null, copy: Record<string, string>, now: number) {
  const queue = queuedCopies(store);
  if (!copy.lead_id) return;
  queue[copy.lead_id] = {
    copy:
      copy.ad_consent === "granted"
        ? copy
        : Object.fromEntries(Object.entries(copy).filter(([name]) => !CONTEXT.includes(name))),
    tries: 0,
    since: now,
  };
  saveQueue(store, queue);
}

/** The sheet confirmed this lead: its copy is no longer kept. */
export function dropCopy(store: KeyValueStore | null, leadId = "") {
  const queue = queuedCopies(store);
  delete queue[leadId];
  saveQueue(store, queue);
}
