import { describe, expect, it, vi } from "vitest";
import { dropCopy, keepCopy, queuedCopies } from "./copy-queue";
import { MAX_RETRIES, retryCopies, RETRY_WINDOW_MS } from "./copy-retry";
import { memoryStore } from "./memory-store.fixtures";

const URL_ = "https://script.google.com/macros/s/AKfycb/exec";
const copy = (lead_id: string, ad_consent = "granted") => ({
  lead_id,
  name: "Asha",
  ad_consent,
  utm_source: "google",
  gclid: "G1",
  click_at: "2026-11-25T17:41:05+05:30",
  landing_page: "/?gclid=G1",
  referrer: "https://www.google.com/",
});
const answering = (ok: boolean) =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ ok }))));

describe("keepCopy and dropCopy", () => {
  it("keep one copy a lead, whole with ad consent, and none without a lead_id", () => {
    const store = memoryStore();
    keepCopy(store, copy("a"), 1);
    keepCopy(store, copy("a"), 2);
    keepCopy(store, { name: "no id" }, 3);
    expect(queuedCopies(store)).toEqual({ a: { copy: copy("a"), tries: 0, since: 2 } });
    dropCopy(store, "a");
    expect(queuedCopies(store)).toEqual({});
  });

  it("keep no campaign, click or visit of a lead without ad consent", () => {
    const store = memoryStore();
    keepCopy(store, copy("p", "pending"), 1);
    keepCopy(store, copy("d", "denied"), 1);
    expect(queuedCopies(store).p?.copy).toEqual({
      lead_id: "p",
      name: "Asha",
      ad_consent: "pending",
    });
    expect(store.data[Object.keys(store.data)[0]!]).not.toMatch(/G1|google/);
  });
});

describe("retryCopies", () => {
  it("sends each copy again and lets go of those the sheet took", async () => {
    const store = memoryStore();
    keepCopy(store, copy("a"), 0);
    const fetch = answering(true);
    await retryCopies(URL_, store, 1, fetch);
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(JSON.stringify(copy("a")));
    expect(queuedCopies(store)).toEqual({});
  });

  it(`tries a refused copy at most ${MAX_RETRIES} times, then drops it`, async () => {
    const store = memoryStore();
    keepCopy(store, copy("a"), 0);
    const fetch = answering(false);
    for (let round = 0; round < MAX_RETRIES + 2; round++) await retryCopies(URL_, store, 1, fetch);
    expect(fetch).toHaveBeenCalledTimes(MAX_RETRIES);
    expect(queuedCopies(store)).toEqual({});
  });

  it("drops a copy kept longer than 7 days unsent", async () => {
    const store = memoryStore();
    keepCopy(store, copy("a"), 0);
    const fetch = answering(true);
    await retryCopies(URL_, store, RETRY_WINDOW_MS, fetch);
    expect(fetch).not.toHaveBeenCalled();
    expect(queuedCopies(store)).toEqual({});
  });
});
