/**
 * Sends again the lead copies the sheet did not confirm: loaded after hydration, only on a page
 * view that finds some waiting. Each copy is tried at most MAX_RETRIES times within RETRY_WINDOW_MS.
 */
import { dropCopy, queuedCopies, saveQueue } from "./copy-queue";
import type { KeyValueStore } from "./attribution";
import { sendCopy } from "./webhook";

export const MAX_RETRIES = 3;
export const RETRY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** One round: drops copies out of tries or too old, counts this try, drops each one the sheet takes. */
export async function retryCopies(
  url: string,
  store: KeyValueStore | null,
  now: number,
  send?: typeof fetch,
): Promise<void> {
  const due = Object.values(queuedCopies(store))
    .filter((queued) => queued.tries < MAX_RETRIES && now - queued.since < RETRY_WINDOW_MS)
    .map((queued) => ({ ...queued, tries: queued.tries + 1 }));
  saveQueue(store, Object.fromEntries(due.map((queued) => [queued.copy.lead_id, queued])));
  await Promise.all(
    due.map(async (queued) => {
      if (await sendCopy(url, queued.copy, send)) dropCopy(store, queued.copy.lead_id);
    }),
  );
}
