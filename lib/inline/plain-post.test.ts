import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import type { AdConsent } from "../ads/consent";
import { storageKeys } from "../storage-keys";
import { CLICK_ID_LIFETIME_MS } from "../leads/click-ids";
import { memoryStore } from "../leads/memory-store.fixtures";
import { inlineScript } from "./bundle";
import { leadFields, readLanding, storeLanding } from "./plain-post";

const place = (search: string) => ({ pathname: "/hi", search, origin: "https://example.in" });

describe("readLanding and storeLanding", () => {
  it("read the landing URL's campaign, click ids and the visit's start, and store them only with ad consent", () => {
    const stores = { local: memoryStore(), session: memoryStore() };
    const landing = readLanding(
      place("?utm_source=google&gclid=G1"),
      "https://www.google.com/",
      1000,
    );
    expect(landing).toEqual({
      attribution: { utm_source: "google" },
      clickIds: { gclid: "G1" },
      at: 1000,
      visitStart: {
        landing_page: "/hi?utm_source=google&gclid=G1",
        referrer: "https://www.google.com/",
      },
    });
    for (const consent of ["pending", "denied"] as const) storeLanding(landing, stores, consent);
    expect([stores.local.data, stores.session.data]).toEqual([{}, {}]);
    storeLanding(landing, stores, "granted");
    expect(JSON.parse(stores.session.data[storageKeys.attribution] ?? "")).toEqual({
      utm_source: "google",
    });
    expect(JSON.parse(stores.local.data[storageKeys.clickIds] ?? "")).toEqual({
      ids: { gclid: "G1" },
      savedAt: 1000,
    });
    expect(JSON.parse(stores.session.data[storageKeys.visitStart] ?? "").referrer).toBe(
      "https://www.google.com/",
    );
  });

  it("on a later page keep the first page's start, campaign and click ids, naming none of its own", () => {
    const stores = { local: memoryStore(), session: memoryStore() };
    storeLanding(readLanding(place("?utm_source=google&gclid=G1"), "", 1000), stores, "granted");
    const later = readLanding(place(""), "https://example.in/", 2000);
    expect(later).toEqual({
      attribution: {},
      clickIds: {},
      at: 2000,
      visitStart: { landing_page: "/hi", referrer: "" },
    });
    storeLanding(later, stores, "granted");
    expect(JSON.parse(stores.local.data[storageKeys.clickIds] ?? "").savedAt).toBe(1000);
    expect(JSON.parse(stores.session.data[storageKeys.attribution] ?? "")).toEqual({
      utm_source: "google",
    });
    // Its lead names the visit's first page, stored by that page.
    const fields = Object.fromEntries(leadFields(later, stores, null, on("/hi", 3000, "L")));
    expect([fields.landing_page, fields.referrer]).toEqual(["/hi?utm_source=google&gclid=G1", ""]);
  });

  it("without storage, the current page stands in for the first", () => {
    const stores = { local: null, session: null };
    const fields = leadFields(
      readLanding(place("?utm_medium=cpc"), "", 0),
      stores,
      null,
      on("/hi", 0, "L"),
    );
    expect(Object.fromEntries(fields).landing_page).toBe("/hi?utm_medium=cpc");
  });

  it("the inline script touches no storage as the page is parsed, only once the visitor acts", () => {
    const touched: string[] = [];
    const handlers: Record<string, (event: unknown) => void> = {};
    const context: Record<string, unknown> = {
      location: place("?gclid=G1"),
      document: { referrer: "" },
      URL,
      URLSearchParams,
      addEventListener: (type: string, handler: (event: unknown) => void) =>
        (handlers[type] = handler),
    };
    for (const name of ["sessionStorage", "localStorage"])
      Object.defineProperty(context, name, {
        get: () => {
          touched.push(name);
          return memoryStore();
        },
      });
    context.window = context;
    runInNewContext(inlineScript("plain-post"), context);
    // The first read of storage waits on the browser's storage process, mid-parse.
    expect(touched).toEqual([]);
    handlers.pagehide?.({});
    expect(touched).toContain("localStorage");
  });
});

const landing = (search: string, now = 0) =>
  readLanding(place(search), "https://www.google.com/", now);
const on = (pathname: string, now: number, leadId: string, consent: AdConsent = "granted") => ({
  pathname,
  now,
  leadId,
  consent,
});
const stored = (ids: object, savedAt: number) =>
  memoryStore({ [storageKeys.clickIds]: JSON.stringify({ ids, savedAt }) });
const at = Date.UTC(2026, 10, 25, 12, 12, 5);
/** The campaign fields only. */
const campaign = (fields: [string, string][]) =>
  Object.fromEntries(fields.filter(([name]) => /^(utm_|gclid|gbraid|wbraid)/.test(name)));

describe("leadFields", () => {
  it("sets the extras, the campaign, the click's time, the visit's start, the page, the ad consent, the time and the lead's id, in that order", () => {
    const stores = { local: null, session: null };
    const fields = leadFields(
      landing("?utm_source=google&gclid=G1", at - 60_000),
      stores,
      { unit_type: "3 BHK" },
      on("/hi", at, "id-1", "pending"),
    );
    expect(fields).toEqual([
      ["unit_type", "3 BHK"],
      ["utm_source", "google"],
      ["gclid", "G1"],
      ["click_at", "2026-11-25T17:41:05+05:30"],
      ["landing_page", "/hi?utm_source=google&gclid=G1"],
      ["referrer", "https://www.google.com/"],
      ["page", "/hi"],
      ["ad_consent", "pending"],
      ["submitted_at", "2026-11-25T17:42:05+05:30"],
      ["lead_id", "id-1"],
    ]);
  });

  it("dates a stored click id by its capture", () => {
    const stores = { local: stored({ gbraid: "B" }, at), session: null };
    const fields = leadFields(landing(""), stores, null, on("/", at + 86_400_000, "x"));
    expect(Object.fromEntries(fields).click_at).toBe("2026-11-25T17:42:05+05:30");
  });

  it("leaves out extras that are not text, extras that are not an object, and a missing id", () => {
    const stores = { local: null, session: null };
    const names = (extras: unknown, id: string) =>
      leadFields(landing(""), stores, extras, on("/", at, id)).map(([name]) => name);
    expect(names({ unit_type: "2 BHK", size: 3, nested: {} }, "x")).toEqual([
      "unit_type",
      "landing_page",
      "referrer",
      "page",
      "ad_consent",
      "submitted_at",
      "lead_id",
    ]);
    expect(names(null, "")).toEqual([
      "landing_page",
      "referrer",
      "page",
      "ad_consent",
      "submitted_at",
    ]);
  });

  it("without a campaign in the URL, sends the session's", () => {
    const session = memoryStore({
      [storageKeys.attribution]: JSON.stringify({ utm_medium: "cpc" }),
    });
    const fields = leadFields(landing(""), { local: null, session }, null, on("/", at, "x"));
    expect(campaign(fields)).toEqual({ utm_medium: "cpc" });
  });

  it("prefers the landing URL's click ids to any stored", () => {
    const stores = { local: stored({ gclid: "old" }, at), session: null };
    expect(campaign(leadFields(landing("?wbraid=W"), stores, null, on("/", at, "x")))).toEqual({
      wbraid: "W",
    });
  });

  it("else reads the 90-day store", () => {
    const ids = (local: ReturnType<typeof memoryStore> | null) =>
      campaign(leadFields(landing(""), { local, session: null }, null, on("/", at, "x")));
    expect(ids(stored({ gclid: "local" }, at))).toEqual({ gclid: "local" });
    expect(ids(memoryStore())).toEqual({});
  });

  it("sends no click ids 90 days after the click", () => {
    const stores = { local: stored({ gclid: "local" }, 0), session: null };
    const ids = (now: number) => campaign(leadFields(landing(""), stores, null, on("/", now, "x")));
    expect(ids(CLICK_ID_LIFETIME_MS - 1)).toEqual({ gclid: "local" });
    expect(ids(CLICK_ID_LIFETIME_MS)).toEqual({});
  });

  it("gives a site-visit booking its reference and the visitor's zone, and no other lead", () => {
    const stores = { local: null, session: null };
    const leadId = "4f0c2a9e-7b1d-4c3e-9a8b-1234567890ab";
    const visit = { ...on("/", at, leadId), visitZone: "Asia/Dubai" };
    expect(Object.fromEntries(leadFields(landing(""), stores, null, visit))).toMatchObject({
      visit_ref: "NG-4F0C2A9E",
      visitor_time_zone: "Asia/Dubai",
    });
    const names = leadFields(landing(""), stores, null, on("/", at, leadId)).map(([name]) => name);
    expect(names).not.toContain("visit_ref");
    expect(names).not.toContain("visitor_time_zone");
  });
});
