/** The lead sheet's CSV as Google Ads offline conversion uploads (docs/qualified-leads-to-google-ads.md). */
import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { normaliseEmail, normalisePhone } from "../../lib/ads/google-normalise";

export const TIME_ZONE = "Asia/Kolkata";
const CURRENCY = "INR";
/** India has kept +05:30 all year since 1945: no daylight saving to account for. */
const IST_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Google Ads takes clicks up to 90 days old, and no conversion window is longer. */
const MAX_AGE_DAYS = 90;

export const DEFAULT_STAGES = ["Qualified lead", "Site visit done", "Booked"] as const;
const DEFAULT_VALUE = 1;
const REQUIRED_COLUMNS = ["lead_id", "status", "status_at"] as const;

const CONVERSION_HEADER = ["Name", "Time", "Value", "Currency"].map((c) => `Conversion ${c}`);
/** Google de-duplicates an Order ID within one conversion action: a re-upload counts nothing twice. */
const CLICK_HEADER = ["Google Click ID", ...CONVERSION_HEADER, "Order ID"];
const LEADS_HEADER = ["Email", "Phone Number", ...CONVERSION_HEADER, "Order ID"];

export type ConversionOptions = {
  /** Status texts that count, each the name of a conversion action in Google Ads. */
  stages: readonly string[];
  /** Conversion value per stage (keyed by the stage text); 1 when absent. */
  values?: Readonly<Record<string, number>>;
  now: Date;
};

type Conversion = { leadId: string; name: string; at: Date; value: number };
export type ClickConversion = Conversion & { gclid: string };
export type LeadConversion = Conversion & { emailSha256: string; phoneSha256: string };
export type Skipped = { leadId: string; reason: string };

export type ConversionResult = {
  clicks: ClickConversion[];
  leads: LeadConversion[];
  skipped: Skipped[];
  /** Rows whose status is not one of the stages (New, Contacted, Lost, blank…). */
  ignored: number;
};

/** A sheet row by lower-cased header name; a column the sheet lacks reads as "". */
type SheetRow = { row: number; get: (column: string) => string };

/** The sheet's rows, read by header name in any column order. Throws when a required column is missing. */
function readSheet(csvText: string): SheetRow[] {
  const table = parse(csvText, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as string[][];
  const [headerCells, ...body] = table;
  if (!headerCells)
    throw new Error("the CSV is empty: expected a header row with lead_id, status…");
  const header = headerCells.map((cell) => cell.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new Error(
      `the CSV has no ${missing.join(", ")} column (header: ${headerCells.join(", ")})`,
    );
  }
  return body
    .map((cells, index) => {
      const byName = new Map<string, string>();
      header.forEach((name, column) => {
        if (!byName.get(name)) byName.set(name, (cells[column] ?? "").trim());
      });
      return { row: index + 2, cells, get: (column: string) => byName.get(column) ?? "" };
    })
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
}

const SHEET_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `2026-11-25T17:42:05+05:30` (any offset, or Z) or the sheet's `2026-11-25 17:42:05`, read as
 * India time. A date alone (`2026-11-25`) is the last second of that day in India, so it is never
 * before a click that day. Null for anything else, including dates that do not exist (2026-02-30).
 */
export function parseSheetTime(text: string): Date | null {
  const match = SHEET_TIME.exec(text.trim());
  if (!match) return null;
  const [, date, hour, minute, second = "00", zone] = match;
  const time = hour === undefined ? "23:59:59" : `${hour.padStart(2, "0")}:${minute}:${second}`;
  const offset = !zone ? "+05:30" : zone.replace(/^([+-]\d{2}):?/, "$1:").toUpperCase();
  if (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59) return null;
  // Date rolls 2026-02-30 over into March: a time that does not exist reads back as another.
  const local = new Date(`${date}T${time}Z`);
  if (Number.isNaN(local.getTime()) || local.toISOString().slice(0, 19) !== `${date}T${time}`)
    return null;
  return new Date(`${date}T${time}${offset}`);
}

/** `yyyy-MM-dd HH:mm:ss` in India time: the Conversion Time for `Parameters:TimeZone=Asia/Kolkata`. */
export function formatConversionTime(at: Date): string {
  const ist = new Date(Math.floor(at.getTime() / 1000) * 1000 + IST_OFFSET_MINUTES * MINUTE_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}-${pad(ist.getUTCDate())} ` +
    `${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}:${pad(ist.getUTCSeconds())}`
  );
}

/** Lower-case hex SHA-256 of the UTF-8 text. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

function stageKey(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The conversion time, or why a conversion at `statusAt` cannot be uploaded at `now`. */
function conversionTime(statusAt: string, submitted: string, now: Date): Date | string {
  const at = parseSheetTime(statusAt);
  const submittedAt = parseSheetTime(submitted);
  const oldest = now.getTime() - MAX_AGE_DAYS * DAY_MS;
  if (!statusAt) return "no status_at, so no conversion time";
  if (!at)
    return `unreadable status_at "${statusAt}" (expected 2026-11-25 17:42:05, 2026-11-25T17:42:05+05:30 or 2026-11-25)`;
  if (at > now) {
    const dateOnly = DATE_ONLY.test(statusAt) ? " (a date alone counts as 23:59:59 that day)" : "";
    return `status_at ${statusAt} is in the future${dateOnly}`;
  }
  if (at.getTime() < oldest) return "older than 90 days: Google Ads accepts clicks up to 90 days";
  if (submittedAt && at < submittedAt)
    return `status_at ${statusAt} is before the lead was submitted (${submitted}): Google Ads rejects a conversion before its click`;
  if (submittedAt && submittedAt.getTime() < oldest)
    return "lead submitted more than 90 days ago (its ad click is older still): Google Ads accepts clicks up to 90 days";
  return at;
}

/** Sorts the sheet's leads into click conversions, enhanced-lead conversions and skipped leads. */
export function buildConversions(csvText: string, options: ConversionOptions): ConversionResult {
  const stages = new Map(options.stages.map((stage) => [stageKey(stage), stage]));
  const result: ConversionResult = { clicks: [], leads: [], skipped: [], ignored: 0 };

  for (const row of readSheet(csvText)) {
    const name = stages.get(stageKey(row.get("status")));
    if (!name) {
      result.ignored += 1;
      continue;
    }
    const leadId = row.get("lead_id") || `row ${row.row}`;
    const skip = (reason: string) => result.skipped.push({ leadId, reason: `${name}: ${reason}` });
    const at = conversionTime(row.get("status_at"), row.get("submitted_at"), options.now);
    if (typeof at === "string") {
      skip(at);
      continue;
    }

    const conversion = { leadId, name, at, value: options.values?.[name] ?? DEFAULT_VALUE };
    const gclid = row.get("gclid");
    if (gclid) {
      result.clicks.push({ ...conversion, gclid });
      continue;
    }
    const email = normaliseEmail(row.get("email"));
    const phone = normalisePhone(row.get("phone_e164"), row.get("phone"));
    if (email || phone) {
      result.leads.push({
        ...conversion,
        emailSha256: email ? sha256Hex(email) : "",
        phoneSha256: phone ? sha256Hex(phone) : "",
      });
      continue;
    }
    const appClick = row.get("gbraid") || row.get("wbraid") ? "only a gbraid/wbraid and " : "";
    skip(`no gclid, ${appClick}no email or +country phone to match on`);
  }

  const byTime = (a: Conversion, b: Conversion) => a.at.getTime() - b.at.getTime();
  result.clicks.sort(byTime);
  result.leads.sort(byTime);
  return result;
}

/** Values kept verbatim (Google reads them as they are: no formula guard); edge spaces quoted. */
function toCsv(rows: (string | number)[][]): string {
  const options = { record_delimiter: "windows", quoted_match: /[\r\n]|^\s|\s$/ } as const;
  return `Parameters:TimeZone=${TIME_ZONE}\r\n${stringify(rows, options)}`;
}

function conversionCells(conversion: Conversion): (string | number)[] {
  const { name, at, value, leadId } = conversion;
  return [name, formatConversionTime(at), value, CURRENCY, leadId];
}

/** Google Ads' "conversions from clicks" upload file. */
export function clickConversionsCsv(clicks: readonly ClickConversion[]): string {
  return toCsv([CLICK_HEADER, ...clicks.map((c) => [c.gclid, ...conversionCells(c)])]);
}

/** The enhanced conversions for leads upload file: hashed email and phone instead of a click ID. */
export function leadConversionsCsv(leads: readonly LeadConversion[]): string {
  return toCsv([
    LEADS_HEADER,
    ...leads.map((c) => [c.emailSha256, c.phoneSha256, ...conversionCells(c)]),
  ]);
}

export type CliOptions = ConversionOptions & { file: string; leadsOut: string };

export const USAGE =
  'usage: npm run ads:conversions -- LEADS.csv [--stages "Qualified lead,Site visit done,Booked"] ' +
  "[--value-Booked 1000]... [--now 2026-11-30T10:00:00+05:30] [--leads-out FILE] > clicks.csv";

/**
 * The command line: the CSV path, `--stages a,b`, `--value-<stage> N` (stage spelled with - or
 * spaces for its spaces, any case), `--now ISO`, `--leads-out FILE`. Throws with the reason.
 * Own loop: util.parseArgs cannot take a value for options it does not know (--value-<stage>).
 */
export function parseCliArgs(argv: readonly string[], now: Date): CliOptions {
  const files: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    const [, key, inline] = /^--([^=]*)(?:=(.*))?$/s.exec(arg) ?? [];
    if (key === undefined) {
      files.push(arg);
      continue;
    }
    const value = inline ?? argv[(i += 1)];
    if (value === undefined) throw new Error(`--${key} needs a value`);
    options[key] = value;
  }
  if (files.length !== 1 || !files[0]) throw new Error("give exactly one CSV file");
  const file = files[0];

  const { stages: stagesText, now: nowText, "leads-out": leadsOut, ...rest } = options;
  const stages = (stagesText ?? DEFAULT_STAGES.join(","))
    .split(",")
    .map((stage) => stage.trim())
    .filter(Boolean);
  if (stages.length === 0) throw new Error("--stages names no stage");

  const values: Record<string, number> = {};
  for (const [key, text] of Object.entries(rest)) {
    if (!key.startsWith("value-")) throw new Error(`unknown option --${key}`);
    const wanted = stageKey(key.slice("value-".length).replace(/[-_]/g, " "));
    const stage = stages.find((s) => stageKey(s.replace(/[-_]/g, " ")) === wanted);
    if (!stage) throw new Error(`--${key}: no stage of that name in ${stages.join(", ")}`);
    const value = Number(text);
    if (text.trim() === "" || !Number.isFinite(value) || value < 0) {
      throw new Error(`--${key}: "${text}" is not a value (a number, 0 or more)`);
    }
    values[stage] = value;
  }

  const at = nowText === undefined ? now : parseSheetTime(nowText);
  if (!at) throw new Error(`--now: "${nowText}" is not a time like 2026-11-30T10:00:00+05:30`);
  return {
    file,
    stages,
    values,
    now: at,
    leadsOut: leadsOut ?? `${file.replace(/\.csv$/i, "")}.enhanced-leads.csv`,
  };
}
