// Fakes of the Apps Script services Code.gs, lead-rules.gs and ads-upload.gs call, for their tests:
// Apps Script has no npm test runner we can rely on, and running it for real needs a Google account.
import { createHash } from "node:crypto";
import { expect } from "vitest";
import { SCRIPT_FILES, loadAppsScript } from "./apps-script";

export type Cell = string | number | boolean | Date;
export type Lead = Record<string, unknown>;
export interface Output {
  content: string;
  mimeType: string;
}
interface Validation {
  row: number;
  column: number;
  numRows: number;
  numColumns: number;
  rule: unknown;
}

/** A sheet as Apps Script shows it: a grid (1000 x 26 when new) that a range may not go past. */
export class FakeSheet {
  rows: Cell[][];
  readonly appended: Cell[][] = [];
  readonly validations: Validation[] = [];
  readonly formats: string[] = [];
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
    this.maxRows = Math.max(1000, this.rows.length);
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

  getName = (): string => this.name;
  getMaxColumns = (): number => this.maxColumns;
  getMaxRows = (): number => this.maxRows;
  getDataRange = () => this.getRange(1, 1, this.getLastRow(), this.getLastColumn());

  insertColumnsAfter(after: number, howMany: number): void {
    if (after !== this.maxColumns) throw new Error("fake: only appends columns at the end");
    this.maxColumns += howMany;
  }

  insertRowsAfter(after: number, howMany: number): void {
    if (after !== this.maxRows) throw new Error("fake: only appends rows at the end");
    this.maxRows += howMany;
  }

  clearContents(): void {
    this.log.push(`clearContents:${this.name}`);
    this.rows = [];
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
        this.log.push(`setValues:${this.name}`);
        this.write(row, column, values);
      },
      setNumberFormat: (format: string) => {
        this.formats.push(`${row},${column},${numRows},${numColumns}:${format}`);
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

export class FakeSpreadsheet {
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

/** CacheService's script cache: text values that expire (here only when a test clears them). */
export class FakeCache {
  readonly values = new Map<string, string>();
  readonly puts: { key: string; value: string; seconds: number }[] = [];
  get = (key: string): string | null => this.values.get(key) ?? null;
  put(key: string, value: string, seconds: number): void {
    this.puts.push({ key, value, seconds });
    this.values.set(key, value);
  }
}

/** ScriptApp's triggers: what installAdsUploadTrigger made. */
function fakeScriptApp() {
  const triggers: { handler: string; everyHours: number }[] = [];
  const scriptApp = {
    triggers,
    getProjectTriggers: () => triggers.map((t) => ({ ...t, getHandlerFunction: () => t.handler })),
    deleteTrigger(trigger: { handler: string }) {
      const index = triggers.findIndex((t) => t.handler === trigger.handler);
      if (index >= 0) triggers.splice(index, 1);
    },
    newTrigger: (handler: string) => ({
      timeBased: () => ({
        everyHours: (everyHours: number) => ({
          create: () => triggers.push({ handler, everyHours }),
        }),
      }),
    }),
  };
  return scriptApp;
}

function dataValidation() {
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
}

const textOutput = (content: string) => {
  const output = {
    content,
    mimeType: "TEXT",
    setMimeType(mimeType: string) {
      output.mimeType = mimeType;
      return output;
    },
  };
  return output;
};

/** Apps Script's SHA-256: signed bytes, as Utilities.computeDigest returns them. */
function computeDigest(algorithm: string, text: string, charset: string): number[] {
  if (algorithm !== "SHA_256" || charset !== "UTF_8")
    throw new Error("fake: SHA-256 of UTF-8 only");
  return Array.from(new Int8Array(createHash("sha256").update(text, "utf8").digest()));
}

/** The folder's script files in one context with fakes of the services, and helpers to drive them. */
export function loadSheetScript<Gs>(options: { failWait?: boolean } = {}) {
  const log: string[] = [];
  const spreadsheet = new FakeSpreadsheet(log);
  const cache = new FakeCache();
  const errors: string[] = [];
  const logged: string[] = [];
  const scriptApp = fakeScriptApp();
  const lock = {
    waitLock(ms: number) {
      log.push(`waitLock:${ms}`);
      if (options.failWait) throw new Error("Lock timeout: another process was holding the lock");
    },
    releaseLock: () => log.push("releaseLock"),
  };
  const context = loadAppsScript(SCRIPT_FILES, {
    SpreadsheetApp: {
      getActiveSpreadsheet: () => spreadsheet,
      newDataValidation: dataValidation,
      flush: () => log.push("flush"),
    },
    LockService: { getScriptLock: () => lock },
    CacheService: { getScriptCache: () => cache },
    ContentService: { MimeType: { JSON: "JSON", TEXT: "TEXT" }, createTextOutput: textOutput },
    Utilities: {
      computeDigest,
      DigestAlgorithm: { SHA_256: "SHA_256" },
      Charset: { UTF_8: "UTF_8" },
    },
    ScriptApp: scriptApp,
    console: {
      error: (...parts: unknown[]) => errors.push(parts.join(" ")),
      log: (...parts: unknown[]) => logged.push(parts.join(" ")),
    },
  });
  const gs = context as unknown as Gs & { doPost(e?: unknown): Output };

  const post = (body: unknown) => {
    const contents = typeof body === "string" ? body : JSON.stringify(body);
    const output = gs.doPost({ postData: { contents, type: "text/plain" } });
    expect(output.mimeType).toBe("JSON");
    return JSON.parse(output.content) as { ok: boolean; reason?: string; duplicate?: boolean };
  };
  const leads = () => spreadsheet.getSheetByName("Leads");
  return { gs, spreadsheet, cache, scriptApp, log, errors, logged, post, leads };
}

/** `date` as the site writes submitted_at: ISO 8601 in India time with its offset. */
export function indiaIso(date: Date): string {
  return new Date(date.getTime() + 330 * 60000).toISOString().slice(0, 19) + "+05:30";
}
