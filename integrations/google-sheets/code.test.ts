// Code.gs runs in a Node vm with fakes of SpreadsheetApp, LockService and ContentService: Apps Script
// has no npm test runner we can rely on, and running it for real (clasp) needs a Google account.
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

const CODE = readFileSync(new URL("./Code.gs", import.meta.url), "utf8");
const MANIFEST: unknown = JSON.parse(
  readFileSync(new URL("./appsscript.json", import.meta.url), "utf8"),
);

type Cell = string | number | boolean;
type Lead = Record<string, unknown>;
interface Output {
  content: string;
  mimeType: string;
}
interface PostEvent {
  postData?: { contents: string; type: string };
}
interface EditEvent {
  range: ReturnType<FakeSheet["getRange"]>;
  value?: Cell;
  oldValue?: Cell;
}
/** The functions Code.gs declares, as the vm context exposes them. */
interface CodeGs {
  doPost(e?: PostEvent): Output;
  doGet(): Output;
  onEdit(e?: EditEvent): void;
  statusStamp_(status: Cell, previous: Cell, now: string): Cell;
  indiaTime_(date: Date): string;
  parseLead_(contents: unknown): { ok: true; lead: Lead } | { ok: false; reason: string };
  mergeHeader_(header: Cell[], lead: Lead): string[];
  buildRow_(header: Cell[], lead: Lead, receivedAt: string): Cell[];
  containsLeadId_(ids: Cell[], leadId: string): boolean;
  toCellValue_(value: unknown): Cell;
}

// Written out here rather than read from Code.gs, so a change to the sheet's layout fails a test.
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
  "language",
  "marketing_consent",
  "gclid",
  "gbraid",
  "wbraid",
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
];
const STATUSES = ["New", "Contacted", "Qualified lead", "Site visit done", "Booked", "Lost"];

const LEAD = {
  lead_id: "0b7a4c1e-3f2d-4a5b-9c8d-1e2f3a4b5c6d",
  submitted_at: "2025-01-15T10:30:00+05:30",
  name: "आशा वर्मा",
  email: "asha@example.com",
  phone: "98765 43210",
  phone_e164: "+919876543210",
  project: "Nirala Gateway",
  message: "enquiry",
  budget: "75L-1Cr",
  marketing_consent: true,
  language: "hi",
  page: "/hi/",
  landing_page: "/hi/?utm_source=google",
  utm_source: "google",
  utm_medium: "cpc",
  gclid: "Cj0KCQiA",
};

interface Validation {
  row: number;
  column: number;
  numRows: number;
  numColumns: number;
  rule: unknown;
}

/** A sheet as Apps Script shows it: a grid (1000 x 26 when new) that a range may not go past. */
class FakeSheet {
  readonly rows: Cell[][];
  readonly appended: Cell[][] = [];
  readonly validations: Validation[] = [];
  frozenRows = 0;
  maxRows = 1000;
  maxColumns = 26;
  failAppend = false;

  constructor(
    readonly name: string,
    rows: Cell[][],
    private readonly log: string[],
  ) {
    this.rows = rows.map((row) => [...row]);
    this.maxColumns = Math.max(26, ...this.rows.map((row) => row.length));
  }

  getLastRow(): number {
    let last = 0;
    this.rows.forEach((row, index) => {
      if (row.some((cell) => cell !== "")) last = index + 1;
    });
    return last;
  }

  getLastColumn(): number {
    return Math.max(0, ...this.rows.map((row) => row.findLastIndex((cell) => cell !== "") + 1));
  }

  getName(): string {
    return this.name;
  }

  getMaxColumns(): number {
    return this.maxColumns;
  }

  insertColumnsAfter(after: number, howMany: number): void {
    if (after !== this.maxColumns) throw new Error("fake: only appends columns at the end");
    this.maxColumns += howMany;
  }

  getRange(row: number, column: number, numRows = 1, numColumns = 1) {
    for (const n of [row, column, numRows, numColumns]) {
      if (!Number.isInteger(n) || n < 1) throw new Error(`Range dimensions must be >= 1: ${n}`);
    }
    if (row + numRows - 1 > this.maxRows || column + numColumns - 1 > this.maxColumns) {
      throw new Error("The coordinates of the range are outside the dimensions of the sheet.");
    }
    return {
      getSheet: () => this,
      getRow: () => row,
      getColumn: () => column,
      getNumRows: () => numRows,
      getNumColumns: () => numColumns,
      getValues: (): Cell[][] =>
        Array.from({ length: numRows }, (_, r) =>
          Array.from({ length: numColumns }, (_, c) => this.cell(row + r, column + c)),
        ),
      setValues: (values: Cell[][]) => {
        if (values.length !== numRows || values.some((v) => v.length !== numColumns)) {
          throw new Error("The number of rows or columns in the data does not match the range.");
        }
        this.write(row, column, values);
      },
      setDataValidation: (rule: unknown) => {
        this.validations.push({ row, column, numRows, numColumns, rule });
      },
    };
  }

  appendRow(values: Cell[]): void {
    this.log.push("appendRow");
    if (this.failAppend) throw new Error("Service Spreadsheets failed");
    if (values.length > this.maxColumns) throw new Error("fake: row wider than the sheet");
    this.appended.push([...values]);
    const row = this.getLastRow() + 1;
    this.maxRows = Math.max(this.maxRows, row);
    this.write(row, 1, [values]);
  }

  setFrozenRows(rows: number): void {
    this.frozenRows = rows;
  }

  /** Data rows as objects keyed by the header row. */
  records(): Record<string, Cell>[] {
    const header = this.rows[0] ?? [];
    return this.rows.slice(1).map((row) => {
      const record: Record<string, Cell> = {};
      header.forEach((name, index) => (record[String(name)] = row[index] ?? ""));
      return record;
    });
  }

  private cell(row: number, column: number): Cell {
    return this.rows[row - 1]?.[column - 1] ?? "";
  }

  // As Sheets does, a leading apostrophe marks text and is not part of the stored value.
  private write(row: number, column: number, values: Cell[][]): void {
    values.forEach((rowValues, r) => {
      while (this.rows.length < row + r) this.rows.push([]);
      const target = this.rows[row + r - 1]!;
      rowValues.forEach((value, c) => {
        while (target.length < column + c - 1) target.push("");
        target[column + c - 1] =
          typeof value === "string" && value.startsWith("'") ? value.slice(1) : value;
      });
    });
  }
}

class FakeSpreadsheet {
  readonly sheets = new Map<string, FakeSheet>();
  constructor(readonly log: string[] = []) {}

  withSheet(name: string, rows: Cell[][]): FakeSheet {
    const sheet = new FakeSheet(name, rows, this.log);
    this.sheets.set(name, sheet);
    return sheet;
  }

  getSheetByName(name: string): FakeSheet | null {
    return this.sheets.get(name) ?? null;
  }

  insertSheet(name: string): FakeSheet {
    if (this.sheets.has(name)) throw new Error(`A sheet with the name "${name}" already exists.`);
    this.log.push("insertSheet");
    return this.withSheet(name, []);
  }
}

function load(options: { failWait?: boolean } = {}) {
  const log: string[] = [];
  const spreadsheet = new FakeSpreadsheet(log);
  const errors: string[] = [];
  const lock = {
    waitLock(ms: number) {
      log.push(`waitLock:${ms}`);
      if (options.failWait) throw new Error("Lock timeout: another process was holding the lock");
    },
    releaseLock() {
      log.push("releaseLock");
    },
  };
  const dataValidation = () => {
    const rule = { values: [] as unknown[], showDropdown: false, allowInvalid: true };
    const builder = {
      requireValueInList(values: unknown[], showDropdown: boolean) {
        rule.values = [...values];
        rule.showDropdown = showDropdown;
        return builder;
      },
      setAllowInvalid(allow: boolean) {
        rule.allowInvalid = allow;
        return builder;
      },
      build: () => ({ ...rule }),
    };
    return builder;
  };
  const context = vm.createContext({
    SpreadsheetApp: {
      getActiveSpreadsheet: () => spreadsheet,
      newDataValidation: dataValidation,
      flush: () => log.push("flush"),
    },
    LockService: { getScriptLock: () => lock },
    ContentService: {
      MimeType: { JSON: "JSON", TEXT: "TEXT" },
      createTextOutput(content: string) {
        const output = {
          content,
          mimeType: "TEXT",
          setMimeType(mimeType: string) {
            output.mimeType = mimeType;
            return output;
          },
        };
        return output;
      },
    },
    console: { error: (...parts: unknown[]) => errors.push(parts.join(" ")) },
  });
  vm.runInContext(CODE, context, { filename: "Code.gs" });
  const gs = context as unknown as CodeGs;

  const post = (body: unknown) => {
    const contents = typeof body === "string" ? body : JSON.stringify(body);
    const output = gs.doPost({ postData: { contents, type: "text/plain" } });
    expect(output.mimeType).toBe("JSON");
    return JSON.parse(output.content) as { ok: boolean; reason?: string; duplicate?: boolean };
  };
  const leads = () => spreadsheet.getSheetByName("Leads");
  return { gs, spreadsheet, log, errors, post, leads };
}

describe("doPost", () => {
  it("makes the Leads sheet with its header and appends the lead under the right headers", () => {
    const { post, leads } = load();
    expect(post(LEAD)).toEqual({ ok: true });

    const sheet = leads()!;
    expect(sheet.rows[0]).toEqual(HEADER);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.frozenRows).toBe(1);
    const [record] = sheet.records();
    expect(record).toMatchObject({
      lead_id: LEAD.lead_id,
      submitted_at: LEAD.submitted_at,
      name: "आशा वर्मा",
      email: "asha@example.com",
      phone: "98765 43210",
      phone_e164: "+919876543210",
      message: "enquiry",
      budget: "75L-1Cr",
      marketing_consent: true,
      language: "hi",
      gclid: "Cj0KCQiA",
      utm_source: "google",
      utm_medium: "cpc",
      landing_page: "/hi/?utm_source=google",
      page: "/hi/",
      project: "Nirala Gateway",
      unit_type: "",
      visit_date: "",
      subject: "",
      status: "New",
      status_at: LEAD.submitted_at,
    });
  });

  it("puts the status list on the new row's status cell", () => {
    const { post, leads } = load();
    post(LEAD);
    post({ ...LEAD, lead_id: "second" });

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

  it("keeps one row for a lead_id sent twice", () => {
    const { post, leads } = load();
    expect(post(LEAD)).toEqual({ ok: true });
    expect(post({ ...LEAD, name: "Resent" })).toEqual({ ok: true, duplicate: true });
    expect(post({ ...LEAD, lead_id: ` ${LEAD.lead_id.toUpperCase()} ` })).toEqual({
      ok: true,
      duplicate: true,
    });

    expect(leads()!.records()).toHaveLength(1);
    expect(leads()!.records()[0]!.name).toBe("आशा वर्मा");
  });

  it("adds a new field as a column at the end, blank in earlier rows", () => {
    const { post, leads } = load();
    post(LEAD);
    post({ ...LEAD, lead_id: "with-floor", preferred_floor: "high", unit_type: "3 BHK" });
    post({ ...LEAD, lead_id: "without-floor" });

    const sheet = leads()!;
    expect(sheet.rows[0]).toEqual([...HEADER, "preferred_floor"]);
    expect(sheet.records().map((r) => [r.lead_id, r.preferred_floor, r.unit_type])).toEqual([
      [LEAD.lead_id, "", ""],
      ["with-floor", "high", "3 BHK"],
      ["without-floor", "", ""],
    ]);
  });

  it("places fields by name whatever their order in the body", () => {
    const ordered = load();
    ordered.post(LEAD);
    const shuffled = load();
    shuffled.post(Object.fromEntries(Object.entries(LEAD).reverse()));

    expect(shuffled.leads()!.rows).toEqual(ordered.leads()!.rows);
    expect(shuffled.leads()!.records()[0]!.email).toBe("asha@example.com");
  });

  it("writes by header name into a sheet sales has reordered and worked on", () => {
    const { post, spreadsheet } = load();
    const sheet = spreadsheet.withSheet("Leads", [
      ["status", "name", "lead_id", "phone", "status_at", "notes"],
      ["Contacted", "Old Lead", "old-1", "90000 00000", "2025-01-10", "call back"],
    ]);
    expect(post(LEAD)).toEqual({ ok: true });
    expect(post({ ...LEAD, lead_id: "old-1" })).toEqual({ ok: true, duplicate: true });

    expect(sheet.rows[0]!.slice(0, 6)).toEqual([
      "status",
      "name",
      "lead_id",
      "phone",
      "status_at",
      "notes",
    ]);
    expect(sheet.rows[1]).toEqual([
      "Contacted",
      "Old Lead",
      "old-1",
      "90000 00000",
      "2025-01-10",
      "call back",
    ]);
    expect(sheet.records()[1]).toMatchObject({
      status: "New",
      name: "आशा वर्मा",
      lead_id: LEAD.lead_id,
      phone: "98765 43210",
      status_at: LEAD.submitted_at,
      notes: "",
      email: "asha@example.com",
    });
    expect(sheet.frozenRows).toBe(0);
  });

  it("writes the header into an empty Leads sheet someone made by hand", () => {
    const { post, spreadsheet } = load();
    const sheet = spreadsheet.withSheet("Leads", []);
    post(LEAD);
    expect(sheet.rows[0]).toEqual(HEADER);
    expect(sheet.records()).toHaveLength(1);
  });

  it("does not let the lead set status, and keeps formula-like text as text", () => {
    const { post, leads } = load();
    post({ ...LEAD, status: "Booked", status_at: "x", name: '=HYPERLINK("http://x","y")' });

    const sheet = leads()!;
    expect(sheet.records()[0]).toMatchObject({
      status: "New",
      status_at: LEAD.submitted_at,
      name: '=HYPERLINK("http://x","y")',
    });
    const nameColumn = HEADER.indexOf("name");
    expect(sheet.appended[0]![nameColumn]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(sheet.appended[0]![HEADER.indexOf("phone_e164")]).toBe("'+919876543210");
  });

  it.each([
    ["not JSON", "name=Test", "not JSON"],
    ["a JSON array", "[1,2]", "not a JSON object"],
    ["JSON null", "null", "not a JSON object"],
    ["no lead_id", '{"name":"Test"}', "no lead_id"],
    ["a blank lead_id", '{"lead_id":"  "}', "no lead_id"],
    ["a numeric lead_id", '{"lead_id":5}', "no lead_id"],
    ["an empty body", "", "empty body"],
  ])("ignores %s without a row or the lock", (_, body, reason) => {
    const { post, spreadsheet, log } = load();
    expect(post(body)).toEqual({ ok: false, reason });
    expect(spreadsheet.sheets.size).toBe(0);
    expect(log).toEqual([]);
  });

  it("ignores a request with no body at all", () => {
    const { gs, spreadsheet } = load();
    expect(JSON.parse(gs.doPost().content)).toEqual({ ok: false, reason: "empty body" });
    expect(JSON.parse(gs.doPost({}).content)).toEqual({ ok: false, reason: "empty body" });
    expect(spreadsheet.sheets.size).toBe(0);
  });

  it("writes under the script lock, waiting about 10 s, and releases it", () => {
    const { post, log } = load();
    post(LEAD);
    expect(log).toEqual(["waitLock:10000", "insertSheet", "appendRow", "flush", "releaseLock"]);
  });

  it("releases the lock when the write throws, and answers ok:false", () => {
    const { post, spreadsheet, log, errors } = load();
    spreadsheet.withSheet("Leads", [HEADER]).failAppend = true;

    expect(post(LEAD)).toEqual({ ok: false, reason: "write failed" });
    expect(log).toEqual(["waitLock:10000", "appendRow", "releaseLock"]);
    expect(errors.join("\n")).toContain(LEAD.lead_id);
  });

  it("answers busy without writing when the lock cannot be had", () => {
    const { post, spreadsheet, log } = load({ failWait: true });
    expect(post(LEAD)).toEqual({ ok: false, reason: "busy" });
    expect(spreadsheet.sheets.size).toBe(0);
    expect(log).toEqual(["waitLock:10000"]);
  });
});

describe("onEdit", () => {
  const ISO_INDIA = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/;
  const STATUS = HEADER.indexOf("status") + 1;
  const STATUS_AT = HEADER.indexOf("status_at") + 1;

  /** A Leads sheet with two leads, as doPost leaves it, and a way to edit it as sales would. */
  function worked() {
    const loaded = load();
    loaded.post(LEAD);
    loaded.post({ ...LEAD, lead_id: "second", submitted_at: "2025-01-16T09:00:00+05:30" });
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
    return { ...loaded, sheet, edit, stamps };
  }

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
    expect(untouched).toBe("2025-01-16T09:00:00+05:30");
    expect(sheet.records()[0]!.status).toBe("Contacted");
  });

  it.each(STATUSES)("stamps every status of the list (%s)", (status) => {
    const { edit, stamps } = worked();
    edit(3, STATUS, [[status]], status === "New" ? "Contacted" : "New");
    expect(stamps()[1]).toMatch(ISO_INDIA);
    expect(stamps()[1]).not.toBe("2025-01-16T09:00:00+05:30");
  });

  it("clears status_at when the status is cleared", () => {
    const { edit, stamps } = worked();
    edit(2, STATUS, [[""]], "New");
    expect(stamps()).toEqual(["", "2025-01-16T09:00:00+05:30"]);
  });

  it("stamps each row of a paste or a cleared block over several rows, skipping the header", () => {
    const { edit, sheet, stamps } = worked();
    edit(1, STATUS - 1, [
      ["subject", "status"],
      ["", "Lost"],
      ["", "Booked"],
    ]);
    expect(stamps()).toEqual([expect.stringMatching(ISO_INDIA), expect.stringMatching(ISO_INDIA)]);
    expect(sheet.rows[0]).toEqual(HEADER);

    edit(2, STATUS, [[""], [""]]);
    expect(stamps()).toEqual(["", ""]);
  });

  it("leaves status_at alone for edits elsewhere: other columns, the header, another tab", () => {
    const { edit, stamps, spreadsheet, gs } = worked();
    const original = stamps();
    edit(2, HEADER.indexOf("name") + 1, [["Renamed"]], "आशा वर्मा");
    edit(2, STATUS_AT, [["2025-02-01"]], LEAD.submitted_at);
    expect(stamps()).toEqual(["2025-02-01", original[1]]);
    edit(1, STATUS, [["status"]], "status");

    const other = spreadsheet.withSheet("Notes", [
      ["status", "status_at"],
      ["", ""],
    ]);
    const range = other.getRange(2, 1);
    range.setValues([["Booked"]]);
    gs.onEdit({ range, value: "Booked" });
    expect(other.rows[1]).toEqual(["Booked", ""]);
    expect(stamps()).toEqual(["2025-02-01", original[1]]);
  });

  it("keeps the stamp when the same status is picked again or a value off the list gets in", () => {
    const { edit, stamps } = worked();
    edit(2, STATUS, [["New"]], "New");
    expect(stamps()[0]).toBe(LEAD.submitted_at);
    edit(2, STATUS, [["Maybe"]], "New");
    expect(stamps()[0]).toBe(LEAD.submitted_at);
  });

  it("finds status and status_at by header name in a sheet sales reordered", () => {
    const { gs, spreadsheet } = load();
    const sheet = spreadsheet.withSheet("Leads", [
      ["status_at", "name", "notes", "status"],
      ["2025-01-10T10:00:00+05:30", "Old Lead", "call back", "New"],
    ]);
    const range = sheet.getRange(2, 4);
    range.setValues([["Site visit done"]]);
    gs.onEdit({ range, value: "Site visit done", oldValue: "New" });
    expect(sheet.rows[1]).toEqual([
      expect.stringMatching(ISO_INDIA),
      "Old Lead",
      "call back",
      "Site visit done",
    ]);
    expect(sheet.rows[1]![0]).not.toBe("2025-01-10T10:00:00+05:30");
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

  it("indiaTime_ writes ISO 8601 with the +05:30 offset, across midnight too", () => {
    expect(gs().indiaTime_(new Date("2026-11-25T12:12:05.789Z"))).toBe("2026-11-25T17:42:05+05:30");
    expect(gs().indiaTime_(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01T01:30:00+05:30");
  });

  it("statusStamp_ stamps a listed status (case aside), clears a blank one and keeps any other", () => {
    expect(gs().statusStamp_(" Booked ", "old", "now")).toBe("now");
    expect(gs().statusStamp_("", "old", "now")).toBe("");
    expect(gs().statusStamp_("  ", "old", "now")).toBe("");
    expect(gs().statusStamp_("booked", "old", "now")).toBe("now");
    expect(gs().statusStamp_("Booked later", "old", "now")).toBe("old");
  });

  const gs = () => load().gs;
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

  it("parseLead_ trims the lead_id and keeps every field", () => {
    expect(gs.parseLead_('{"lead_id":" a1 ","x":1}')).toEqual({
      ok: true,
      lead: { lead_id: "a1", x: 1 },
    });
    expect(gs.parseLead_("x".repeat(100001))).toEqual({ ok: false, reason: "body too large" });
  });

  it("mergeHeader_ only appends, skipping names that cannot be fields", () => {
    const header = ["lead_id", "", "name", "status", "status_at"];
    expect(
      gs.mergeHeader_(header, {
        lead_id: "1",
        name: "N",
        "bad name": 1,
        __proto__x: 1,
        status: "Lost",
        new_field: 2,
      }),
    ).toEqual([...header, "new_field"]);
    expect(gs.mergeHeader_(["lead_id", "name"], { lead_id: "1" })).toEqual([
      "lead_id",
      "name",
      "status",
      "status_at",
    ]);
    expect(gs.mergeHeader_([], { lead_id: "1" })).toEqual(HEADER);
    expect(gs.mergeHeader_(["", ""], { lead_id: "1" })).toEqual(HEADER);
  });

  it("mergeHeader_ stops adding columns at 200", () => {
    const lead: Lead = { lead_id: "1" };
    for (let i = 0; i < 300; i++) lead[`f${i}`] = i;
    const merged = gs.mergeHeader_([], lead);
    expect(merged).toHaveLength(200);
    expect(merged.slice(0, HEADER.length)).toEqual(HEADER);
  });

  it("buildRow_ falls back to the receive time for status_at", () => {
    expect(gs.buildRow_(["lead_id", "status", "status_at", "x"], { lead_id: "1" }, "T")).toEqual([
      "1",
      "New",
      "T",
      "",
    ]);
  });

  it("containsLeadId_ matches whole ids only", () => {
    expect(gs.containsLeadId_(["abc-1", "ABC-2 "], "abc-2")).toBe(true);
    expect(gs.containsLeadId_(["abc-10"], "abc-1")).toBe(false);
    expect(gs.containsLeadId_([], "abc-1")).toBe(false);
  });

  it("toCellValue_ turns values into cells", () => {
    expect(gs.toCellValue_(null)).toBe("");
    expect(gs.toCellValue_(undefined)).toBe("");
    expect(gs.toCellValue_(false)).toBe(false);
    expect(gs.toCellValue_(42)).toBe(42);
    expect(gs.toCellValue_(["a", 1])).toBe('["a",1]');
    expect(gs.toCellValue_("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(gs.toCellValue_("-1+2")).toBe("'-1+2");
    expect(gs.toCellValue_("plain")).toBe("plain");
    expect(gs.toCellValue_("x".repeat(60000))).toHaveLength(49999);
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
