// Code.gs and lead-rules.gs run in a Node vm with fakes of the Apps Script services (apps-script-fakes.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type Cell,
  type FakeSheet,
  type Lead,
  type Output,
  indiaIso,
  loadSheetScript,
} from "./apps-script-fakes";

const MANIFEST: unknown = JSON.parse(
  readFileSync(new URL("./appsscript.json", import.meta.url), "utf8"),
);

interface EditEvent {
  range: ReturnType<FakeSheet["getRange"]>;
  value?: Cell;
  oldValue?: Cell;
}
/** The functions the script files declare, as the vm context exposes them. */
interface CodeGs {
  doGet(): Output;
  onEdit(e?: EditEvent): void;
  statusStamp_(status: Cell, previous: Cell, now: string): Cell;
  stageStamp_(status: Cell, column: string, previous: Cell, now: string): Cell;
  indiaTime_(date: Date): string;
  validateLead_(
    contents: unknown,
    now: Date,
  ): { ok: true; lead: Lead } | { ok: false; reason: string };
  mergeHeader_(header: Cell[], lead: Lead): string[];
  buildRow_(header: Cell[], lead: Lead, receivedAt: string): Cell[];
  containsLeadId_(ids: Cell[], leadId: string): boolean;
  toCellValue_(value: unknown): Cell;
  takeWriteSlot_(cache: unknown, now: Date): boolean;
}
const load = (options: { failWait?: boolean } = {}) => loadSheetScript<CodeGs>(options);

// Written out here rather than read from the scripts, so a change to the sheet's layout fails a test.
const HEADER = [
  "lead_id",
  "submitted_at",
  "name",
  "email",
  "phone",
  "phone_e164",
  "message",
  "budget",
  "unit_type",
  "visit_date",
  "visit_slot",
  "visit_type",
  "visit_ref",
  "visitor_time_zone",
  "language",
  "marketing_consent",
  "ad_consent",
  "gclid",
  "gbraid",
  "wbraid",
  "click_at",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "landing_page",
  "referrer",
  "page",
  "project",
  "subject",
  "status",
  "status_at",
  "qualified_at",
  "site_visit_at",
  "booked_at",
];
const STATUSES = ["New", "Contacted", "Qualified lead", "Site visit done", "Booked", "Lost"];
const SUBMITTED = indiaIso(new Date(Date.now() - 60_000));
const ID = "0b7a4c1e-3f2d-4a5b-9c8d-1e2f3a4b5c6d";
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const LEAD = {
  lead_id: ID,
  submitted_at: SUBMITTED,
  name: "आशा वर्मा",
  email: "asha@example.com",
  phone: "98765 43210",
  phone_e164: "+919876543210",
  project: "Nirala Gateway",
  message: "enquiry",
  budget: "75L-1Cr",
  marketing_consent: true,
  ad_consent: "granted",
  language: "hi",
  page: "/hi/",
  landing_page: "/hi/?utm_source=google",
  utm_source: "google",
  utm_medium: "cpc",
  gclid: "Cj0KCQiA",
  click_at: indiaIso(new Date(Date.now() - 3_600_000)),
};

describe("doPost: a new lead", () => {
  it("makes the Leads sheet with its header and appends the lead under the right headers", () => {
    const { post, leads } = load();
    expect(post(LEAD)).toEqual({ ok: true });

    const sheet = leads()!;
    expect(sheet.rows[0]).toEqual(HEADER);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.frozenRows).toBe(1);
    expect(sheet.records()[0]).toEqual({
      ...Object.fromEntries(HEADER.map((name) => [name, ""])),
      ...LEAD,
      status: "New",
      status_at: SUBMITTED,
    });
  });

  it("puts the status list on the new row's status cell", () => {
    const { post, leads } = load();
    post(LEAD);
    post({ ...LEAD, lead_id: id(2) });

    const statusColumn = HEADER.indexOf("status") + 1;
    expect(leads()!.validations).toEqual([
      { row: 2, column: statusColumn, numRows: 1, numColumns: 1, rule: expect.anything() },
      { row: 3, column: statusColumn, numRows: 1, numColumns: 1, rule: expect.anything() },
    ]);
    expect(leads()!.validations[0]!.rule).toEqual({
      values: STATUSES,
      showDropdown: true,
      allowInvalid: false,
    });
  });
});

describe("doPost: duplicates", () => {
  it("keeps one row for a lead_id sent twice", () => {
    const { post, leads } = load();
    expect(post(LEAD)).toEqual({ ok: true });
    expect(post({ ...LEAD, name: "Resent" })).toEqual({ ok: true, duplicate: true });
    expect(post({ ...LEAD, lead_id: ` ${ID.toUpperCase()} ` })).toEqual({
      ok: true,
      duplicate: true,
    });
    expect(leads()!.records()).toHaveLength(1);
    expect(leads()!.records()[0]!.name).toBe("आशा वर्मा");
  });
});

describe("doPost: where each field goes", () => {
  it("drops a key that is not a lead field: no new column, no value anywhere", () => {
    const { post, leads } = load();
    post(LEAD);
    expect(post({ ...LEAD, lead_id: id(2), preferred_floor: "high", from_name: "x" })).toEqual({
      ok: true,
    });
    const sheet = leads()!;
    expect(sheet.rows[0]).toEqual(HEADER);
    expect(sheet.rows.flat()).not.toContain("high");
    expect(sheet.rows.flat()).not.toContain("preferred_floor");
  });

  it("adds a lead field an older sheet lacks, and the stage columns, at the end", () => {
    const { post, spreadsheet } = load();
    const old = HEADER.filter((name) => !["ad_consent", "click_at"].includes(name)).slice(0, -3);
    const sheet = spreadsheet.withSheet("Leads", [old]);
    post(LEAD);
    expect(sheet.rows[0]).toEqual([
      ...old,
      "qualified_at",
      "site_visit_at",
      "booked_at",
      "ad_consent",
      "click_at",
    ]);
    expect(sheet.records()[0]).toMatchObject({ ad_consent: "granted", click_at: LEAD.click_at });
  });

  it("places fields by name whatever their order in the body", () => {
    const ordered = load();
    ordered.post(LEAD);
    const shuffled = load();
    shuffled.post(Object.fromEntries(Object.entries(LEAD).reverse()));
    expect(shuffled.leads()!.rows).toEqual(ordered.leads()!.rows);
  });

  it("writes by header name into a sheet sales has reordered and worked on", () => {
    const { post, spreadsheet } = load();
    const sheet = spreadsheet.withSheet("Leads", [
      ["status", "name", "lead_id", "phone", "status_at", "notes"],
      ["Contacted", "Old Lead", id(9), "90000 00000", "2025-01-10", "call back"],
    ]);
    expect(post(LEAD)).toEqual({ ok: true });
    expect(post({ ...LEAD, lead_id: id(9) })).toEqual({ ok: true, duplicate: true });
    expect(sheet.rows[1]).toEqual([
      "Contacted",
      "Old Lead",
      id(9),
      "90000 00000",
      "2025-01-10",
      "call back",
    ]);
    expect(sheet.records()[1]).toMatchObject({
      status: "New",
      name: "आशा वर्मा",
      lead_id: ID,
      status_at: SUBMITTED,
      notes: "",
      email: "asha@example.com",
      booked_at: "",
    });
    expect(sheet.frozenRows).toBe(0);
  });

  it("does not let the lead set status or a stage stamp, and keeps formula-like text as text", () => {
    const { post, leads } = load();
    const sneaky = { status: "Booked", status_at: "x", booked_at: "2026-01-01", qualified_at: "y" };
    post({ ...LEAD, ...sneaky, name: '=HYPERLINK("http://x","y")' });

    const sheet = leads()!;
    expect(sheet.records()[0]).toMatchObject({
      status: "New",
      status_at: SUBMITTED,
      qualified_at: "",
      booked_at: "",
      name: '=HYPERLINK("http://x","y")',
    });
    expect(sheet.appended[0]![HEADER.indexOf("name")]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(sheet.appended[0]![HEADER.indexOf("phone_e164")]).toBe("'+919876543210");
  });
});

describe("doPost: refused bodies", () => {
  const dayAgo = indiaIso(new Date(Date.now() - 25 * 3_600_000));
  it.each([
    ["not JSON", "name=Test", "not JSON"],
    ["a JSON array", "[1,2]", "not a JSON object"],
    ["JSON null", "null", "not a JSON object"],
    ["an empty body", "", "empty body"],
    ["a body over 20,000 characters", { ...LEAD, message: "x".repeat(20_001) }, "body too large"],
    ["no lead_id", { ...LEAD, lead_id: undefined }, "lead_id is not a UUID"],
    ["a lead_id that is no UUID", { ...LEAD, lead_id: "test-1" }, "lead_id is not a UUID"],
    ["a numeric lead_id", { ...LEAD, lead_id: 5 }, "lead_id is not a UUID"],
    ["no submitted_at", { ...LEAD, submitted_at: undefined }, /^submitted_at is not a time/],
    [
      "a submitted_at without offset",
      { ...LEAD, submitted_at: "2026-11-25 10:00:00" },
      /^submitted_at is not a time/,
    ],
    [
      "a submitted_at over a day old",
      { ...LEAD, submitted_at: dayAgo },
      "submitted_at is not within a day of now",
    ],
    [
      "a name over 200 characters",
      { ...LEAD, name: "n".repeat(201) },
      "name is longer than 200 characters",
    ],
    [
      "a utm_source over 300 characters",
      { ...LEAD, utm_source: "u".repeat(301) },
      "utm_source is longer than 300 characters",
    ],
    [
      "an object value",
      { ...LEAD, budget: { min: 1 } },
      "budget is not a text, a number or true/false",
    ],
    [
      "an unknown ad_consent",
      { ...LEAD, ad_consent: "yes" },
      "ad_consent is not granted, denied, pending",
    ],
    ["a malformed click_at", { ...LEAD, click_at: "yesterday" }, /^click_at is not a time/],
  ])("refuses %s with a JSON reason, without a row or the lock", (_, body, reason) => {
    const { post, spreadsheet, log } = load();
    const answer = post(body);
    expect(answer.ok).toBe(false);
    expect(answer.reason).toMatch(typeof reason === "string" ? new RegExp(`^${reason}$`) : reason);
    expect(spreadsheet.sheets.size).toBe(0);
    expect(log).toEqual([]);
  });

  it("accepts a name of exactly 200 characters and each ad_consent value", () => {
    const { post, leads } = load();
    expect(post({ ...LEAD, name: "n".repeat(200) })).toEqual({ ok: true });
    for (const [n, consent] of ["denied", "pending"].entries()) {
      expect(post({ ...LEAD, lead_id: id(n + 2), ad_consent: consent })).toEqual({ ok: true });
    }
    expect(
      leads()!
        .records()
        .map((r) => r.ad_consent),
    ).toEqual(["granted", "denied", "pending"]);
  });

  it("refuses a request with no body at all", () => {
    const { gs, spreadsheet } = load();
    expect(JSON.parse(gs.doPost().content)).toEqual({ ok: false, reason: "empty body" });
    expect(JSON.parse(gs.doPost({}).content)).toEqual({ ok: false, reason: "empty body" });
    expect(spreadsheet.sheets.size).toBe(0);
  });
});

describe("doPost: the write limit and the lock", () => {
  it("refuses leads once this minute's 30 writes are spent, without writing", () => {
    const { post, cache, leads, log } = load();
    const minute = Math.floor(Date.now() / 60000);
    // The minute may turn during the test: both it and the next are spent.
    for (const m of [minute, minute + 1]) cache.values.set(`writes-${m}`, "30");
    expect(post(LEAD)).toEqual({ ok: false, reason: "too many leads this minute" });
    expect(leads()).toBeNull();
    expect(log).toEqual(["waitLock:10000", "releaseLock"]);
  });

  it("takeWriteSlot_ counts 30 writes per clock minute, each count kept two minutes", () => {
    const { gs, cache } = load();
    const at = new Date("2026-11-25T10:00:30Z");
    for (let i = 0; i < 30; i++) expect(gs.takeWriteSlot_(cache, at)).toBe(true);
    expect(gs.takeWriteSlot_(cache, at)).toBe(false);
    expect(gs.takeWriteSlot_(cache, new Date("2026-11-25T10:00:59Z"))).toBe(false);
    expect(gs.takeWriteSlot_(cache, new Date("2026-11-25T10:01:00Z"))).toBe(true);
    expect(cache.puts.at(-1)).toEqual({
      key: `writes-${Date.parse("2026-11-25T10:01:00Z") / 60000}`,
      value: "1",
      seconds: 120,
    });
  });

  it("writes under the script lock, waiting about 10 s, and releases it", () => {
    const { post, log } = load();
    post(LEAD);
    expect(log).toEqual([
      "waitLock:10000",
      "insertSheet",
      "setValues:Leads",
      "appendRow",
      "flush",
      "releaseLock",
    ]);
  });

  it("releases the lock when the write throws, and answers ok:false", () => {
    const { post, spreadsheet, log, errors } = load();
    spreadsheet.withSheet("Leads", [HEADER]).failAppend = true;
    expect(post(LEAD)).toEqual({ ok: false, reason: "write failed" });
    expect(log).toEqual(["waitLock:10000", "appendRow", "releaseLock"]);
    expect(errors.join("\n")).toContain(ID);
  });

  it("answers busy without writing when the lock cannot be had", () => {
    const { post, spreadsheet, log } = load({ failWait: true });
    expect(post(LEAD)).toEqual({ ok: false, reason: "busy" });
    expect(spreadsheet.sheets.size).toBe(0);
    expect(log).toEqual(["waitLock:10000"]);
  });
});

// Shared by the onEdit groups below.
const ISO_INDIA = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/;
const STATUS = HEADER.indexOf("status") + 1;
const STATUS_AT = HEADER.indexOf("status_at") + 1;
const SECOND = indiaIso(new Date(Date.now() - 120_000));

/** A Leads sheet with two leads, as doPost leaves it, and a way to edit it as sales would. */
function worked() {
  const loaded = load();
  loaded.post(LEAD);
  loaded.post({ ...LEAD, lead_id: id(2), submitted_at: SECOND });
  const sheet = loaded.leads()!;
  /** Writes the values into the range, then fires the trigger as Sheets does. */
  const edit = (row: number, column: number, values: Cell[][], oldValue?: Cell) => {
    const range = sheet.getRange(row, column, values.length, values[0]!.length);
    range.setValues(values);
    const single = values.length === 1 && values[0]!.length === 1;
    const event: EditEvent = { range };
    if (single && values[0]![0] !== "") event.value = values[0]![0];
    if (single && oldValue !== undefined && oldValue !== "") event.oldValue = oldValue;
    loaded.gs.onEdit(event);
  };
  const stamps = () => sheet.records().map((record) => record.status_at);
  const stages = (row = 0) => {
    const record = sheet.records()[row]!;
    return [record.qualified_at, record.site_visit_at, record.booked_at];
  };
  return { ...loaded, sheet, edit, stamps, stages };
}

describe("onEdit: stamping a status and its stage", () => {
  it("stamps status_at with the time in India when sales pick a status", () => {
    const { edit, sheet, stamps } = worked();
    const before = Date.now();
    edit(2, STATUS, [["Contacted"]], "New");
    const after = Date.now();

    const [stamp, untouched] = stamps();
    expect(stamp).toMatch(ISO_INDIA);
    // Whole seconds: the stamp may read up to a second before the edit.
    expect(Date.parse(String(stamp))).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(String(stamp))).toBeLessThanOrEqual(after);
    expect(untouched).toBe(SECOND);
    expect(sheet.records()[0]!.status).toBe("Contacted");
  });

  it.each(STATUSES)("stamps every status of the list (%s)", (status) => {
    const { edit, stamps } = worked();
    edit(3, STATUS, [[status]], status === "New" ? "Contacted" : "New");
    expect(stamps()[1]).toMatch(ISO_INDIA);
    expect(stamps()[1]).not.toBe(SECOND);
  });

  it("stamps each stage's column the first time, never again, and keeps it when the lead moves on", () => {
    const { edit, sheet, stages } = worked();
    expect(stages()).toEqual(["", "", ""]);
    edit(2, STATUS, [["Qualified lead"]], "New");
    const [qualified] = stages();
    expect(qualified).toMatch(ISO_INDIA);
    expect(stages()).toEqual([qualified, "", ""]);

    // A stamp written earlier stands for "reached before": picking the stage again keeps it.
    sheet
      .getRange(2, HEADER.indexOf("qualified_at") + 1)
      .setValues([["2026-11-01T10:00:00+05:30"]]);
    edit(2, STATUS, [["Site visit done"]], "Qualified lead");
    const [, visited] = stages();
    expect(visited).toMatch(ISO_INDIA);
    edit(2, STATUS, [["qualified  LEAD"]], "Site visit done");
    edit(2, STATUS, [["Booked"]], "Qualified lead");
    edit(2, STATUS, [["Lost"]], "Booked");
    edit(2, STATUS, [[""]], "Lost");
    expect(stages()).toEqual([
      "2026-11-01T10:00:00+05:30",
      visited,
      expect.stringMatching(ISO_INDIA),
    ]);
    expect(stages(1)).toEqual(["", "", ""]);
  });

  it("stamps the stages of each row of a paste over several rows, skipping the header", () => {
    const { edit, sheet, stamps, stages } = worked();
    edit(1, STATUS - 1, [
      ["subject", "status"],
      ["", "Booked"],
      ["", "Site visit done"],
    ]);
    expect(stamps()).toEqual([expect.stringMatching(ISO_INDIA), expect.stringMatching(ISO_INDIA)]);
    expect(stages(0)).toEqual(["", "", expect.stringMatching(ISO_INDIA)]);
    expect(stages(1)).toEqual(["", expect.stringMatching(ISO_INDIA), ""]);
    expect(sheet.rows[0]).toEqual(HEADER);

    edit(2, STATUS, [[""], [""]]);
    expect(stamps()).toEqual(["", ""]);
    expect(stages(0)[2]).toMatch(ISO_INDIA);
  });
});

describe("onEdit: edits that keep the stamps", () => {
  it("leaves the stamps alone for edits elsewhere: other columns, the header, another tab", () => {
    const { edit, stamps, stages, spreadsheet, gs } = worked();
    const original = stamps();
    edit(2, HEADER.indexOf("name") + 1, [["Renamed"]], "आशा वर्मा");
    edit(2, STATUS_AT, [["2025-02-01"]], SUBMITTED);
    expect(stamps()).toEqual(["2025-02-01", original[1]]);
    edit(1, STATUS, [["status"]], "status");
    expect(stages()).toEqual(["", "", ""]);

    const other = spreadsheet.withSheet("Notes", [
      ["status", "status_at", "booked_at"],
      ["", "", ""],
    ]);
    const range = other.getRange(2, 1);
    range.setValues([["Booked"]]);
    gs.onEdit({ range, value: "Booked" });
    expect(other.rows[1]).toEqual(["Booked", "", ""]);
  });

  it("keeps status_at when the same status is picked again or a value off the list gets in", () => {
    const { edit, stamps } = worked();
    edit(2, STATUS, [["New"]], "New");
    expect(stamps()[0]).toBe(SUBMITTED);
    edit(2, STATUS, [["Maybe"]], "New");
    expect(stamps()[0]).toBe(SUBMITTED);
  });
});

describe("onEdit: other sheet layouts", () => {
  it("works in a sheet sales reordered, and in one without the stage columns", () => {
    const { gs, spreadsheet } = load();
    const sheet = spreadsheet.withSheet("Leads", [
      ["booked_at", "status_at", "name", "status"],
      ["", "2025-01-10T10:00:00+05:30", "Old Lead", "New"],
    ]);
    const range = sheet.getRange(2, 4);
    range.setValues([["Booked"]]);
    gs.onEdit({ range, value: "Booked", oldValue: "New" });
    expect(sheet.rows[1]).toEqual([
      expect.stringMatching(ISO_INDIA),
      expect.stringMatching(ISO_INDIA),
      "Old Lead",
      "Booked",
    ]);

    const older = spreadsheet.withSheet("Leads", [
      ["status", "status_at"],
      ["New", ""],
    ]);
    const cell = older.getRange(2, 1);
    cell.setValues([["Booked"]]);
    gs.onEdit({ range: cell, value: "Booked", oldValue: "New" });
    expect(older.rows[1]).toEqual(["Booked", expect.stringMatching(ISO_INDIA)]);
  });

  it("does nothing on a sheet without the status columns, or without an event", () => {
    const { gs, spreadsheet } = load();
    const sheet = spreadsheet.withSheet("Leads", [
      ["name", "status"],
      ["A", ""],
    ]);
    const range = sheet.getRange(2, 2);
    range.setValues([["Lost"]]);
    expect(() => gs.onEdit({ range, value: "Lost" })).not.toThrow();
    expect(sheet.rows).toEqual([
      ["name", "status"],
      ["A", "Lost"],
    ]);
    expect(() => gs.onEdit()).not.toThrow();
  });
});

describe("doGet", () => {
  it("says the receiver is deployed and shows no leads", () => {
    const { gs, post } = load();
    post(LEAD);
    const output = gs.doGet();
    expect(output.mimeType).toBe("JSON");
    expect(JSON.parse(output.content)).toEqual({
      ok: true,
      service: "Nirala Gateway lead receiver",
    });
  });
});

describe("pure logic", () => {
  const { gs } = load();

  it("validateLead_ trims lead_id and submitted_at and keeps only lead fields", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const body = {
      lead_id: ` ${ID} `,
      submitted_at: "2026-11-25T17:00:00+05:30 ",
      x: 1,
      name: null,
      budget: 5,
    };
    expect(gs.validateLead_(JSON.stringify(body), now)).toEqual({
      ok: true,
      lead: { lead_id: ID, submitted_at: "2026-11-25T17:00:00+05:30", budget: 5 },
    });
    const late = { ...body, submitted_at: "2026-11-26T12:00:01Z" };
    expect(gs.validateLead_(JSON.stringify(late), now)).toMatchObject({ ok: false });
    const early = { ...body, submitted_at: "2026-11-24T12:00:00Z" };
    expect(gs.validateLead_(JSON.stringify(early), now)).toMatchObject({ ok: true });
  });

  it("mergeHeader_ only appends, and only lead fields and the sales columns", () => {
    const header = ["lead_id", "", "name", "status", "status_at"];
    expect(
      gs.mergeHeader_(header, { lead_id: "1", name: "N", bad: 1, status: "Lost", gclid: "g" }),
    ).toEqual([...header, "qualified_at", "site_visit_at", "booked_at", "gclid"]);
    expect(gs.mergeHeader_([], { lead_id: "1" })).toEqual(HEADER);
    expect(gs.mergeHeader_(["", ""], { lead_id: "1" })).toEqual(HEADER);
  });

  it("buildRow_ falls back to the receive time for status_at and leaves the stages blank", () => {
    const header = ["lead_id", "status", "status_at", "booked_at", "x"];
    expect(gs.buildRow_(header, { lead_id: "1", booked_at: "b", x: "y" }, "T")).toEqual([
      "1",
      "New",
      "T",
      "",
      "",
    ]);
  });

  it("stageStamp_ stamps only its own stage, only into a blank cell", () => {
    expect(gs.stageStamp_(" booked ", "booked_at", "", "now")).toBe("now");
    expect(gs.stageStamp_("Booked", "booked_at", "old", "now")).toBe("old");
    expect(gs.stageStamp_("Booked", "qualified_at", "", "now")).toBe("");
    expect(gs.stageStamp_("Lost", "booked_at", "", "now")).toBe("");
  });

  it("statusStamp_ stamps a listed status (case aside), clears a blank one and keeps any other", () => {
    expect(gs.statusStamp_(" Booked ", "old", "now")).toBe("now");
    expect(gs.statusStamp_("", "old", "now")).toBe("");
    expect(gs.statusStamp_("booked", "old", "now")).toBe("now");
    expect(gs.statusStamp_("Booked later", "old", "now")).toBe("old");
  });

  it("indiaTime_ writes ISO 8601 with the +05:30 offset, across midnight too", () => {
    expect(gs.indiaTime_(new Date("2026-11-25T12:12:05.789Z"))).toBe("2026-11-25T17:42:05+05:30");
    expect(gs.indiaTime_(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01T01:30:00+05:30");
  });

  it("containsLeadId_ matches whole ids only", () => {
    expect(gs.containsLeadId_(["abc-1", "ABC-2 "], "abc-2")).toBe(true);
    expect(gs.containsLeadId_(["abc-10"], "abc-1")).toBe(false);
  });

  it("toCellValue_ turns values into cells", () => {
    expect(gs.toCellValue_(null)).toBe("");
    expect(gs.toCellValue_(false)).toBe(false);
    expect(gs.toCellValue_(42)).toBe(42);
    expect(gs.toCellValue_("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(gs.toCellValue_("-1+2")).toBe("'-1+2");
    expect(gs.toCellValue_("plain")).toBe("plain");
  });
});

describe("appsscript.json", () => {
  it("deploys a V8 web app in India time that anyone can post to, running as the owner", () => {
    expect(MANIFEST).toMatchObject({
      timeZone: "Asia/Kolkata",
      runtimeVersion: "V8",
      webapp: { executeAs: "USER_DEPLOYING", access: "ANYONE_ANONYMOUS" },
    });
  });
});
