// The upload tabs (ads-upload.gs) as the time-driven trigger writes them, held to the export's rows.
import { describe, expect, it } from "vitest";
import { type Cell, indiaIso, loadSheetScript } from "./apps-script-fakes";
import { buildConversions } from "../../scripts/lib/ads-conversions";
import { normaliseEmail, normalisePhone } from "../../lib/ads/google-normalise";

interface AdsGs {
  refreshAdsUploads(): void;
  installAdsUploadTrigger(): void;
  adsNormaliseEmail_(email: string): string | null;
  adsNormalisePhone_(...candidates: string[]): string | null;
  appsScriptTools_(): { sha256(text: string): string };
}
const load = () => loadSheetScript<AdsGs>();

const DAY = 86_400_000;
const ago = (days: number) => indiaIso(new Date(Date.now() - days * DAY));
const HEADER = [
  "lead_id",
  "submitted_at",
  "email",
  "phone",
  "phone_e164",
  "gclid",
  "gbraid",
  "click_at",
  "ad_consent",
  "status",
  "status_at",
  "qualified_at",
  "site_visit_at",
  "booked_at",
];
/** One of each case: every stage, enhanced leads, consent refused, a retraction, a formula, an old click. */
const LEADS: Cell[][] = [
  HEADER,
  [
    "L1",
    ago(20),
    "",
    "",
    "",
    "Cj0-a",
    "",
    ago(20),
    "granted",
    "Booked",
    ago(2),
    ago(15),
    ago(9),
    ago(2),
  ],
  [
    "L2",
    ago(19),
    " John.Smith@GMail.com",
    "",
    "+919876543210",
    "",
    "GBR",
    ago(19),
    "granted",
    "Site visit done",
    ago(3),
    ago(10),
    ago(3),
    "",
  ],
  [
    "L3",
    ago(18),
    "",
    "",
    "",
    "Cj0-c",
    "",
    ago(18),
    "denied",
    "Booked",
    ago(1),
    ago(12),
    "",
    ago(1),
  ],
  ["L4", ago(17), "", "", "", "Cj0-d", "", ago(17), "granted", "Lost", ago(1), ago(14), "", ago(5)],
  ["L5", ago(16), "", "", "", "=cmd", "", "", "granted", "Qualified lead", ago(4), ago(4), "", ""],
  ["L6", ago(95), "", "", "", "Cj0-f", "", ago(95), "granted", "Booked", ago(1), "", "", ago(1)],
  ["L7", ago(3), "", "", "", "Cj0-g", "", ago(3), "granted", "New", ago(3), "", "", ""],
];
const TABS = ["Ads upload: clicks", "Ads upload: enhanced leads", "Ads upload: retractions"];
const KINDS = ["clicks", "leads", "retractions"] as const;

/** What a spreadsheet shows for a row written with a leading apostrophe. */
const stored = (rows: (string | number)[][]) =>
  rows.map((row) => row.map((cell) => (typeof cell === "string" ? cell.replace(/^'/, "") : cell)));
const csvOf = (table: Cell[][]) => table.map((row) => row.join(",")).join("\n");

function refreshed(table: Cell[][] = LEADS) {
  const loaded = load();
  loaded.spreadsheet.withSheet("Leads", table);
  loaded.gs.refreshAdsUploads();
  const tab = (name: string) => loaded.spreadsheet.getSheetByName(name)!;
  return { ...loaded, tab };
}

describe("refreshAdsUploads: the tabs' rows and format", () => {
  it("keeps the three tabs in Google's template with exactly the rows the export writes", () => {
    const { tab } = refreshed();
    const exported = buildConversions(csvOf(LEADS), {
      stages: ["Qualified lead", "Site visit done", "Booked"],
      now: new Date(),
    });
    TABS.forEach((name, index) => {
      const rows = tab(name).rows;
      expect(rows[0]![0]).toBe("Parameters:TimeZone=Asia/Kolkata");
      expect(rows.slice(2)).toEqual(stored(exported[KINDS[index]!]));
    });
    expect(tab(TABS[0]!).rows[1]).toEqual([
      "Google Click ID",
      "Conversion Name",
      "Conversion Time",
      "Conversion Value",
      "Conversion Currency",
      "Order ID",
      "Ad User Data",
      "Ad Personalization",
    ]);
    expect(tab(TABS[1]!).rows[1]!.slice(0, 2)).toEqual(["Email", "Phone Number"]);
    expect(tab(TABS[2]!).rows[1]![3]).toBe("Adjustment Type");
    // Every case of the fixture shows: 3 stages of L1, L4's and L5's qualified; L2's two by email.
    expect(
      tab(TABS[0]!)
        .rows.slice(2)
        .map((row) => `${row[5]} ${row[1]}`),
    ).toEqual([
      "L1 Qualified lead",
      "L4 Qualified lead",
      "L1 Site visit done",
      "L5 Qualified lead",
      "L1 Booked",
    ]);
    expect(
      tab(TABS[1]!)
        .rows.slice(2)
        .map((row) => `${row[6]} ${row[1] !== ""}`),
    ).toEqual(["L2 true", "L2 true"]);
    expect(
      tab(TABS[2]!)
        .rows.slice(2)
        .map((row) => `${row[0]} ${row[1]} ${row[3]}`),
    ).toEqual(["L4 Booked RETRACT"]);
    expect(exported.skipped.map((entry) => entry.leadId)).toEqual(["L3", "L3", "L6"]);
  });

  it("writes the cells as plain text, a formula-like gclid as text, and a time zone row as wide as the header", () => {
    const { tab, log } = refreshed();
    const clicks = tab(TABS[0]!);
    expect(clicks.formats).toEqual(["1,1,7,8:@"]);
    expect(clicks.rows[0]).toEqual([
      "Parameters:TimeZone=Asia/Kolkata",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
    ]);
    expect(clicks.rows.find((row) => row[5] === "L5")![0]).toBe("=cmd");
    expect(log.filter((entry) => entry.startsWith("clearContents"))).toEqual(
      TABS.map((name) => `clearContents:${name}`),
    );
  });
});

describe("refreshAdsUploads: later runs and unusual sheets", () => {
  it("rewrites the tabs on each run: a Booked lead turned Lost leaves the clicks tab for the retractions tab", () => {
    const loaded = refreshed();
    const leads = loaded.spreadsheet.getSheetByName("Leads")!;
    leads.rows[1]![9] = "Lost";
    leads.rows[1]![10] = ago(0.5);
    loaded.gs.refreshAdsUploads();
    const names = loaded
      .tab(TABS[0]!)
      .rows.slice(2)
      .map((row) => `${row[5]} ${row[1]}`);
    expect(names).not.toContain("L1 Booked");
    expect(names).toHaveLength(4);
    expect(
      loaded
        .tab(TABS[2]!)
        .rows.slice(2)
        .map((row) => row[0]),
    ).toEqual(["L4", "L1"]);
  });

  it("reads the Date cells Sheets returns for dates", () => {
    const row: Cell[] = [
      "L1",
      ago(5),
      "",
      "",
      "",
      "g",
      "",
      "",
      "granted",
      "Booked",
      "",
      "",
      "",
      new Date(Date.now() - DAY),
    ];
    const { tab } = refreshed([HEADER, row]);
    expect(tab(TABS[0]!).rows.slice(2)).toHaveLength(1);
    expect(tab(TABS[0]!).rows[2]![2]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it("grows a tab past its 1,000 rows when the sheet has more conversions", () => {
    const many: Cell[][] = [HEADER];
    for (let i = 0; i < 1000; i++) {
      many.push([
        `L${i}`,
        ago(5),
        "",
        "",
        "",
        `g${i}`,
        "",
        ago(5),
        "granted",
        "Qualified lead",
        ago(2),
        ago(2),
        "",
        "",
      ]);
    }
    const { tab } = refreshed(many);
    expect(tab(TABS[0]!).rows).toHaveLength(1002);
  });

  it("does nothing without a Leads sheet", () => {
    const { gs, spreadsheet } = load();
    gs.refreshAdsUploads();
    expect(spreadsheet.sheets.size).toBe(0);
  });
});

describe("installAdsUploadTrigger", () => {
  it("leaves one hourly trigger for refreshAdsUploads, however often it is run, and fills the tabs", () => {
    const { gs, scriptApp, spreadsheet } = load();
    spreadsheet.withSheet("Leads", LEADS);
    gs.installAdsUploadTrigger();
    gs.installAdsUploadTrigger();
    expect(scriptApp.triggers).toEqual([{ handler: "refreshAdsUploads", everyHours: 1 }]);
    expect(spreadsheet.getSheetByName(TABS[0]!)!.rows.length).toBeGreaterThan(2);
  });
});

describe("the sheet's own normalisers and hash", () => {
  const { gs } = load();

  it("normalise email and phone as lib/ads/google-normalise does", () => {
    const emails = [
      "  John.Smith@GMail.com ",
      "j.o.h.n@googlemail.com",
      "Asha.Verma@Example.IN",
      "a.b+tag@gmail.com",
      "",
      "asha",
      "@x.in",
      "a@",
      "a b@x.in",
    ];
    for (const email of emails)
      expect(gs.adsNormaliseEmail_(email), email).toBe(normaliseEmail(email));
    const phones = [
      ["+919876543210", "x"],
      ["", "+91 (98765) 432-10"],
      ["", "98765 43210"],
      ["919876543210", ""],
      ["bad", "+44 20 7031 3000"],
    ];
    for (const pair of phones)
      expect(gs.adsNormalisePhone_(...pair), pair.join("|")).toBe(normalisePhone(...pair));
  });

  it("hashes with Apps Script's digest to the same lower-case hex SHA-256", () => {
    const sha256 = gs.appsScriptTools_().sha256;
    // `printf %s abc | sha256sum`, and a text with bytes above 127.
    expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256("johnsmith@gmail.com")).toBe(
      "3586de92bb3636d0885a12eff961429a32e4ebd764b96f50d85d016f9338d586",
    );
  });
});
