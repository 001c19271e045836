/**
 * The lead sheet's CSV as Google Ads uploads (docs/qualified-leads-to-google-ads.md). The rows
 * come from the sheet's own script, integrations/google-sheets/ads-upload.gs, so the export and
 * the sheet's upload tabs cannot drift apart; this file reads the CSV and writes the files.
 */
import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { normaliseEmail, normalisePhone } from "../../lib/ads/google-normalise";
import {
  adsUploadScript,
  type UploadKind,
  type UploadRow,
  type UploadRows,
} from "../../integrations/google-sheets/apps-script";

const script = adsUploadScript();
const HEADERS = script.adsHeaders_();

/** Every stage, each the name of a conversion action in Google Ads. */
export const DEFAULT_STAGES: readonly string[] = [...script.adsStageNames_()];

export type ConversionOptions = {
  /** The stages to upload (a subset of DEFAULT_STAGES). */
  stages: readonly string[];
  /** Conversion value per stage (keyed by the stage text); 1 when absent. */
  values?: Readonly<Record<string, number>>;
  now: Date;
};

/** A sheet time (see ads-upload.gs), or null when it is none. */
export function parseSheetTime(text: string): Date | null {
  const at = script.adsParseTime_(text);
  return at ? new Date(at.getTime()) : null;
}

/** `yyyy-MM-dd HH:mm:ss` in India time: the Conversion Time for `Parameters:TimeZone=Asia/Kolkata`. */
export function formatConversionTime(at: Date): string {
  return script.adsFormatTime_(at);
}

/** Lower-case hex SHA-256 of the UTF-8 text. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Sorts the sheet's leads into the three uploads, the skipped leads and the ignored rows. */
export function buildConversions(csvText: string, options: ConversionOptions): UploadRows {
  const table = parse(csvText, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as string[][];
  if (table.length === 0) throw new Error("the CSV is empty: expected a header row with lead_id…");
  const { stages, values = {}, now } = options;
  const tools = { sha256: sha256Hex, normaliseEmail, normalisePhone };
  return script.adsUploadRows_(table, { stages, values, now }, tools);
}

/** Google's template: the time zone line, the header, the rows; edge spaces and line breaks quoted. */
export function uploadCsv(kind: UploadKind, rows: readonly UploadRow[]): string {
  const options = { record_delimiter: "windows", quoted_match: /[\r\n]|^\s|\s$/ } as const;
  return `${script.adsParametersRow_(1).join("")}\r\n${stringify([HEADERS[kind], ...rows], options)}`;
}

export type CliOptions = Required<ConversionOptions> & {
  file: string;
  leadsOut: string;
  retractionsOut: string;
};

export const USAGE =
  'usage: npm run ads:conversions -- LEADS.csv [--stages "Qualified lead,Site visit done,Booked"] ' +
  "[--value-Booked 1000]... [--now 2026-11-30T10:00:00+05:30] [--leads-out FILE] " +
  "[--retractions-out FILE] > clicks.csv";

const stageKey = (text: string) =>
  text
    .trim()
    .replace(/[\s_-]+/g, " ")
    .toLowerCase();

/** `--value-<stage>` options as values per stage; throws on an unknown stage or a bad number. */
function stageValues(rest: Record<string, string>, stages: readonly string[]) {
  const values: Record<string, number> = {};
  for (const [key, text] of Object.entries(rest)) {
    if (!key.startsWith("value-")) throw new Error(`unknown option --${key}`);
    const stage = stages.find((s) => stageKey(s) === stageKey(key.slice("value-".length)));
    if (!stage) throw new Error(`--${key}: no stage of that name in ${stages.join(", ")}`);
    const value = Number(text);
    if (text.trim() === "" || !Number.isFinite(value) || value < 0) {
      throw new Error(`--${key}: "${text}" is not a value (a number, 0 or more)`);
    }
    values[stage] = value;
  }
  return values;
}

/**
 * The command line: the CSV path, `--stages a,b`, `--value-<stage> N` (stage spelled with - or
 * spaces for its spaces, any case), `--now ISO`, `--leads-out FILE`, `--retractions-out FILE`.
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
  const base = file.replace(/\.csv$/i, "");

  const { stages: stagesText, now: nowText, "leads-out": leadsOut, ...rest } = options;
  const { "retractions-out": retractionsOut, ...valueOptions } = rest;
  const stages = (stagesText ?? DEFAULT_STAGES.join(",")).split(",").map((stage) => {
    const known = DEFAULT_STAGES.find((s) => stageKey(s) === stageKey(stage));
    if (!known)
      throw new Error(`--stages: "${stage.trim()}" is not one of ${DEFAULT_STAGES.join(", ")}`);
    return known;
  });
  const at = nowText === undefined ? now : parseSheetTime(nowText);
  if (!at) throw new Error(`--now: "${nowText}" is not a time like 2026-11-30T10:00:00+05:30`);
  return {
    file,
    stages,
    values: stageValues(valueOptions, stages),
    now: at,
    leadsOut: leadsOut ?? `${base}.enhanced-leads.csv`,
    retractionsOut: retractionsOut ?? `${base}.retractions.csv`,
  };
}
