/**
 * The Apps Script files of this folder, run in Node: Apps Script has no module system, so its
 * files share one global scope, as they do here in one vm context with the given services.
 */
import { readFileSync } from "node:fs";
import vm from "node:vm";

export const SCRIPT_FILES = [
  "Code.gs",
  "lead-rules.gs",
  "ads-upload.gs",
  "ads-formats.gs",
] as const;
type ScriptFile = (typeof SCRIPT_FILES)[number];

/** Runs the files in one new context whose globals are `services`; the context holds their functions. */
export function loadAppsScript(files: readonly ScriptFile[], services: object): vm.Context {
  const context = vm.createContext({ ...services });
  for (const file of files) {
    const code = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
    vm.runInContext(code, context, { filename: file });
  }
  return context;
}

export type UploadRow = (string | number)[];
export type UploadKind = "clicks" | "leads" | "retractions";
export type UploadRows = Record<UploadKind, UploadRow[]> & {
  skipped: { leadId: string; reason: string }[];
  /** Rows with no stage to upload. */
  ignored: number;
  /** Leads uploaded with their 90 days counted from submitted_at, as they have no click_at. */
  fromSubmitted: string[];
};
export type UploadOptions = {
  stages: readonly string[];
  values: Readonly<Record<string, number>>;
  now: Date;
};
export type UploadTools = {
  sha256: (text: string) => string;
  normaliseEmail: (email: string) => string | null;
  normalisePhone: (...candidates: string[]) => string | null;
};

/** The pure functions of ads-upload.gs, as the export calls them. */
export interface AdsUploadScript {
  adsUploadRows_(table: unknown[][], options: UploadOptions, tools: UploadTools): UploadRows;
  adsParseTime_(value: unknown): Date | null;
  adsFormatTime_(at: Date): string;
  adsStageNames_(): string[];
  adsHeaders_(): Record<UploadKind, string[]>;
  adsParametersRow_(width: number): string[];
}

/** ads-upload.gs and ads-formats.gs, for their pure functions (no Apps Script service is called). */
export function adsUploadScript(): AdsUploadScript {
  return loadAppsScript(["ads-upload.gs", "ads-formats.gs"], {}) as unknown as AdsUploadScript;
}
