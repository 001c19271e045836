import { describe, expect, it } from "vitest";
import { storageKeys } from "../storage-keys";
import {
  captureClicks,
  clickAt,
  CLICK_ID_LIFETIME_MS,
  loadClicks,
  parseClickIds,
} from "./click-ids";
import type { KeyValueStore } from "./attribution";

const captureClickIds = (store: KeyValueStore | null, search: string, now: number) =>
  captureClicks(store, search, now).ids;
const loadClickIds = (store: KeyValueStore | null, now: number) => loadClicks(store, now).ids;
import { memoryStore } from "./memory-store.fixtures";

const DAY = 24 * 60 * 60 * 1000;

describe("parseClickIds", () => {
  it("reads gclid, gbraid and wbraid and nothing else", () => {
    expect(parseClickIds("?gclid=G1&gbraid=B1&wbraid=W1&utm_source=google&fbclid=f")).toEqual({
      gclid: "G1",
      gbraid: "B1",
      wbraid: "W1",
    });
  });

  it("drops blank ids and cuts overlong ones", () => {
    expect(parseClickIds(`?gclid=%20&wbraid=${"w".repeat(300)}`)).toEqual({
      wbraid: "w".repeat(200),
    });
  });
});

describe("clickAt", () => {
  it("is the capture's time in Indian time, and only with a click id", () => {
    const store = memoryStore();
    captureClicks(store, "?gclid=G1", Date.UTC(2026, 10, 25, 12, 12, 5));
    const later = loadClicks(store, Date.UTC(2026, 10, 27));
    expect(clickAt(later.ids, later.savedAt)).toBe("2026-11-25T17:42:05+05:30");
    expect(clickAt({}, 0)).toBeUndefined();
  });
});

describe("captureClicks and loadClicks", () => {
  it("keeps the ids for later pages and visits within 90 days", () => {
    const store = memoryStore();
    captureClickIds(store, "?gclid=G1", 0);
    expect(captureClickIds(store, "", 89 * DAY)).toEqual({ gclid: "G1" });
  });

  it("forgets them once 90 days have passed", () => {
    const store = memoryStore();
    captureClickIds(store, "?gbraid=B1", 0);
    expect(loadClickIds(store, CLICK_ID_LIFETIME_MS)).toEqual({});
  });

  it("replaces an older click with a newer one and restarts its clock", () => {
    const store = memoryStore();
    captureClickIds(store, "?gclid=OLD&gbraid=B0", 0);
    captureClickIds(store, "?wbraid=NEW", 80 * DAY);
    expect(loadClickIds(store, 150 * DAY)).toEqual({ wbraid: "NEW" });
  });

  it("reads corrupt or foreign storage as none", () => {
    for (const raw of [
      "{",
      "[]",
      '{"ids":{"gclid":1},"savedAt":0}',
      '{"ids":{"x":"y"},"savedAt":0}',
    ]) {
      expect(loadClickIds(memoryStore({ [storageKeys.clickIds]: raw }), 1)).toEqual({});
    }
  });

  it("still returns this page's ids when storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(captureClickIds(blocked, "?gclid=G1", 0)).toEqual({ gclid: "G1" });
    expect(captureClickIds(null, "", 0)).toEqual({});
  });
});
