/** The local inbox (leads.jsonl) as sales would read it: a text table or CSV for a spreadsheet. */
import { stringify } from "csv-stringify/sync";

export type InboxLead = Record<string, unknown>;

/** The fields sales reads first, in this order; any other field a lead carries follows. */
export const FIRST_COLUMNS = [
  "receivedAt",
  "lead_id",
  "subject",
  "name",
  "email",
  "phone",
  "phone_e164",
  "budget",
  "message",
  "from_name",
  "replyto",
];

/** One JSON lead per line; a line that is not a JSON object is skipped, not fatal. */
export function parseInbox(text: string): InboxLead[] {
  return text.split(/\r?\n/).flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return parsed && typeof parsed === "object" && !Array.isArray(parsed)
        ? [parsed as InboxLead]
        : [];
    } catch {
      // A blank line, or a half-written last one while the server appends.
      return [];
    }
  });
}

/** Every field any lead carries, the usual ones first. */
export function inboxColumns(leads: readonly InboxLead[]): string[] {
  const seen = new Set<string>();
  for (const lead of leads) for (const key of Object.keys(lead)) seen.add(key);
  const first = FIRST_COLUMNS.filter((key) => seen.has(key));
  return [...first, ...[...seen].filter((key) => !first.includes(key))];
}

function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A leading = @, or + - not before a digit, gets a ': no formula runs, +91 phones stay (escape_formulas would guard them too). */
const defused = (cell: string) => (/^[=@\t\r]|^[+-](?![\d\s(])/.test(cell) ? `'${cell}` : cell);

/** RFC 4180; csv-stringify quotes a lone \n only when told to. */
export function toCsv(leads: readonly InboxLead[]): string {
  const columns = inboxColumns(leads);
  const rows = [columns, ...leads.map((lead) => columns.map((column) => lead[column]))];
  const options = { record_delimiter: "windows", quoted_match: /[\r\n]/ } as const;
  return stringify(
    rows.map((row) => row.map((cell) => defused(text(cell)))),
    options,
  );
}

/** One row per lead for console.table; long values are cut so a row fits a terminal line. */
export function tableRows(leads: readonly InboxLead[], columns: readonly string[], maxWidth = 48) {
  const cell = (value: unknown) => {
    const flat = text(value).replace(/\s+/g, " ");
    return flat.length > maxWidth ? `${flat.slice(0, maxWidth - 1)}…` : flat;
  };
  return leads.map((lead) =>
    Object.fromEntries(columns.map((column) => [column, cell(lead[column])])),
  );
}
