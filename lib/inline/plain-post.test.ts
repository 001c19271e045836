import { describe, expect, it } from "vitest";
import { storageKeys } from "../storage-keys";
import { CLICK_ID_LIFETIME_MS } from "../leads/click-ids";
import { memoryStore } from "../leads/memory-store.fixtures";
import { captureLanding, leadFields } from "./plain-post";

const place = (search: string) => ({ pathname: "/hi", search, origin: "https://example.in" });

describe("captureLanding", () => {
  it("keeps the landing URL's campaign, click ids (in the session) and the visit's start", () => {
    const session = memoryStore();
    const landing = captureLanding(
      session,
      place("?utm_source=google&gclid=G1"),
      "https://www.google.com/",
      1000,
    );
    expect(landing).toEqual({
      attribution: { utm_source: "google" },
      clickIds: { gclid: "G1" },
      visitStart: {
        landing_page: "/hi?utm_source=google&gclid=G1",
        referrer: "https://www.google.com/",
      },
    });
    expect(JSON.parse(session.getItem(storageKeys.attribution) ?? "")).toEqual({
      utm_source: "google",
    });
    expect(JSON.parse(session.getItem(storageKeys.clickIds) ?? "")).toEqual({
      ids: { gclid: "G1" },
      savedAt: 1000,
    });
  });

  it("on a later page keeps the first page's start, campaign and click ids, naming none of its own", () => {
    const session = memoryStore();
    captureLanding(session, place("?utm_source=google&gclid=G1"), "", 1000);
    const later = captureLanding(session, place(""), "https://example.in/", 2000);
    expect(later).toEqual({
      attribution: {},
      clickIds: {},
      visitStart: { landing_page: "/hi?utm_source=google&gclid=G1", referrer: "" },
    });
    expect(JSON.parse(session.getItem(storageKeys.clickIds) ?? "").savedAt).toBe(1000);
    expect(JSON.parse(session.getItem(storageKeys.attribution) ?? "")).toEqual({
      utm_source: "google",
    });
  });

  it("without storage, the current page stands in for the first", () => {
    expect(captureLanding(null, place("?utm_medium=cpc"), "", 0)).toEqual({
      attribution: { utm_medium: "cpc" },
      clickIds: {},
      visitStart: { landing_page: "/hi?utm_medium=cpc", referrer: "" },
    });
  });
});

const landing = (search: string) =>
  captureLanding(memoryStore(), place(search), "https://www.google.com/", 0);
const stored = (ids: object, savedAt: number) =>
  memoryStore({ [storageKeys.clickIds]: JSON.stringify({ ids, savedAt }) });
const at = Date.UTC(2026, 10, 25, 12, 12, 5);
/** The campaign fields only. */
const campaign = (fields: [string, string][]) =>
  Object.fromEntries(fields.filter(([name]) => /^(utm_|gclid|gbraid|wbraid)/.test(name)));

describe("leadFields", () => {
  it("sets the extras, the campaign, the visit's start, the page, the time and the lead's id, in that order", () => {
    const stores = { local: null, session: null };
    const fields = leadFields(
      landing("?utm_source=google&gclid=G1"),
      stores,
      { unit_type: "3 BHK" },
      "/hi",
      at,
      "id-1",
    );
    expect(fields).toEqual([
      ["unit_type", "3 BHK"],
      ["utm_source", "google"],
      ["gclid", "G1"],
      ["landing_page", "/hi?utm_source=google&gclid=G1"],
      ["referrer", "https://www.google.com/"],
      ["page", "/hi"],
      ["submitted_at", "2026-11-25T17:42:05+05:30"],
      ["lead_id", "id-1"],
    ]);
  });

  it("leaves out extras that are not text, extras that are not an object, and a missing id", () => {
    const stores = { local: null, session: null };
    const names = (extras: unknown, id: string) =>
      leadFields(landing(""), stores, extras, "/", at, id).map(([name]) => name);
    expect(names({ unit_type: "2 BHK", size: 3, nested: {} }, "x")).toEqual([
      "unit_type",
      "landing_page",
      "referrer",
      "page",
      "submitted_at",
      "lead_id",
    ]);
    expect(names(null, "")).toEqual(["landing_page", "referrer", "page", "submitted_at"]);
  });

  it("without a campaign in the URL, sends the session's", () => {
    const session = memoryStore({
      [storageKeys.attribution]: JSON.stringify({ utm_medium: "cpc" }),
    });
    const fields = leadFields(landing(""), { local: null, session }, null, "/", at, "x");
    expect(campaign(fields)).toEqual({ utm_medium: "cpc" });
  });

  it("prefers the landing URL's click ids to any stored", () => {
    const stores = { local: stored({ gclid: "old" }, at), session: null };
    expect(campaign(leadFields(landing("?wbraid=W"), stores, null, "/", at, "x"))).toEqual({
      wbraid: "W",
    });
  });

  it("else reads the 90-day store when it holds ids, else the session's", () => {
    const session = stored({ gclid: "session" }, at);
    const ids = (local: ReturnType<typeof memoryStore> | null) =>
      campaign(leadFields(landing(""), { local, session }, null, "/", at, "x"));
    expect(ids(stored({ gclid: "local" }, at))).toEqual({ gclid: "local" });
    expect(ids(memoryStore())).toEqual({ gclid: "session" });
    expect(ids(null)).toEqual({ gclid: "session" });
  });

  it("sends no click ids 90 days after the click, even with fresher ones in the session", () => {
    const stores = {
      local: stored({ gclid: "local" }, 0),
      session: stored({ gclid: "s" }, CLICK_ID_LIFETIME_MS),
    };
    const ids = (now: number) => campaign(leadFields(landing(""), stores, null, "/", now, "x"));
    expect(ids(CLICK_ID_LIFETIME_MS - 1)).toEqual({ gclid: "local" });
    expect(ids(CLICK_ID_LIFETIME_MS)).toEqual({});
  });
});
