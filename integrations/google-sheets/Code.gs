/**
 * Nirala Gateway: lead receiver for Google Sheets.
 *
 * An Apps Script web app bound to the business's Google Sheet. The site POSTs each lead here as a
 * JSON string (Content-Type text/plain, so the browser sends no CORS preflight); doPost appends it
 * as one row of the "Leads" sheet. See README.md in this folder for setting it up.
 *
 * Columns are the lead's field names. A new sheet starts with FIXED_COLUMNS, then "status" and
 * "status_at" (filled by sales). A field name the header does not have yet is added as a new
 * column at the END of the header (after status_at), so existing columns, the sales columns and
 * anything built on them (filters, formulas, the status dropdown) never move. Columns are found by
 * header name, so the columns may be reordered by hand. The lead cannot set status or status_at.
 * When sales change a row's status, onEdit stamps status_at with the time (India time, as
 * submitted_at is written), and clears it when the status is cleared.
 *
 * The pure logic (parseLead_, mergeHeader_, buildRow_, containsLeadId_, toCellValue_,
 * statusStamp_, indiaTime_) works on plain values; only doGet, doPost, onEdit, saveLead_,
 * statusRule_ and jsonOutput_ touch Apps Script's services. Plain ES2019 for Apps Script's V8 runtime: no imports, no exports.
 */

const SHEET_NAME = "Leads";
const FIXED_COLUMNS = [
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
];
const STATUS_COLUMN = "status";
const STATUS_AT_COLUMN = "status_at";
const STATUS_VALUES = ["New", "Contacted", "Qualified lead", "Site visit done", "Booked", "Lost"];
const NEW_STATUS = "New";
// India keeps one offset all year (no daylight saving), so the stamp needs no time-zone library.
const INDIA_OFFSET_MINUTES = 330;
const INDIA_OFFSET = "+05:30";

const LOCK_WAIT_MS = 10000;
// The endpoint is public, so a body cannot grow the sheet without bound.
const MAX_BODY_CHARS = 100000;
const MAX_LEAD_ID_CHARS = 200;
// Google Sheets holds at most 50,000 characters in a cell.
const MAX_CELL_CHARS = 50000;
// New field columns stop being added once the header is this wide (status columns excepted).
const MAX_COLUMNS = 200;
// Field names the site sends look like utm_source; anything else is not given a column.
const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
// Sheets reads a text starting with one of these as a formula; a leading ' keeps it as text.
const FORMULA_START = /^[=+\-@\t\r\n]/;

/* ---------- Apps Script entry points (thin wrappers) ---------- */

/** Receives one lead. Never throws: a bad body or a failed write comes back as {ok:false}. */
function doPost(e) {
  const parsed = parseLead_(e && e.postData ? e.postData.contents : undefined);
  if (!parsed.ok) return jsonOutput_({ ok: false, reason: parsed.reason });

  const lock = LockService.getScriptLock();
  try {
    lock.waitLock(LOCK_WAIT_MS);
  } catch (err) {
    console.error("Lead " + parsed.lead.lead_id + " not saved, sheet busy: " + errorText_(err));
    return jsonOutput_({ ok: false, reason: "busy" });
  }
  try {
    const result = saveLead_(SpreadsheetApp.getActiveSpreadsheet(), parsed.lead, new Date());
    SpreadsheetApp.flush();
    return jsonOutput_(result);
  } catch (err) {
    console.error("Lead " + parsed.lead.lead_id + " not saved: " + errorText_(err));
    return jsonOutput_({ ok: false, reason: "write failed" });
  } finally {
    lock.releaseLock();
  }
}

/** Opening the /exec URL in a browser shows that the receiver is deployed; it shows no leads. */
function doGet() {
  return jsonOutput_({ ok: true, service: "Nirala Gateway lead receiver" });
}

/**
 * Simple trigger: a change to status cells (typed, picked from the list, pasted or cleared, one
 * row or many) stamps each of those rows' status_at. Edits elsewhere, and to row 1, are ignored.
 */
function onEdit(e) {
  const range = e && e.range;
  if (!range) return;
  const sheet = range.getSheet();
  if (sheet.getName() !== SHEET_NAME) return;
  // One cell set to what it already held is no change of status.
  if (e.oldValue !== undefined && e.value !== undefined && e.oldValue === e.value) return;
  const lastColumn = sheet.getLastColumn();
  if (lastColumn < 1) return;
  const header = headerNames_(sheet.getRange(1, 1, 1, lastColumn).getValues()[0]);
  const statusColumn = header.indexOf(STATUS_COLUMN) + 1;
  const statusAtColumn = header.indexOf(STATUS_AT_COLUMN) + 1;
  if (statusColumn < 1 || statusAtColumn < 1) return;
  const firstColumn = range.getColumn();
  if (statusColumn < firstColumn || statusColumn > firstColumn + range.getNumColumns() - 1) return;
  const firstRow = Math.max(range.getRow(), 2);
  const rows = range.getRow() + range.getNumRows() - firstRow;
  if (rows < 1) return;

  const now = indiaTime_(new Date());
  const statuses = sheet.getRange(firstRow, statusColumn, rows, 1).getValues();
  const stamps = sheet.getRange(firstRow, statusAtColumn, rows, 1);
  const before = stamps.getValues();
  stamps.setValues(
    statuses.map(function (row, index) {
      return [statusStamp_(row[0], before[index][0], now)];
    }),
  );
}

/** Writes the lead into the "Leads" sheet (made if missing). Run under the script lock. */
function saveLead_(spreadsheet, lead, now) {
  const sheet = spreadsheet.getSheetByName(SHEET_NAME) || spreadsheet.insertSheet(SHEET_NAME);
  const lastRow = sheet.getLastRow();
  const lastColumn = sheet.getLastColumn();
  const header =
    lastRow > 0 && lastColumn > 0 ? sheet.getRange(1, 1, 1, lastColumn).getValues()[0] : [];

  const idIndex = headerNames_(header).indexOf("lead_id");
  if (idIndex >= 0 && lastRow > 1) {
    const ids = sheet
      .getRange(2, idIndex + 1, lastRow - 1, 1)
      .getValues()
      .map(function (row) {
        return row[0];
      });
    if (containsLeadId_(ids, lead.lead_id)) return { ok: true, duplicate: true };
  }

  const merged = mergeHeader_(header, lead);
  const keep = hasHeader_(header) ? header.length : 0;
  if (merged.length > keep) {
    // A new sheet has 26 columns; a range past the last one throws, so add columns first.
    const maxColumns = sheet.getMaxColumns();
    if (merged.length > maxColumns)
      sheet.insertColumnsAfter(maxColumns, merged.length - maxColumns);
    sheet.getRange(1, keep + 1, 1, merged.length - keep).setValues([merged.slice(keep)]);
    if (keep === 0) sheet.setFrozenRows(1);
  }

  sheet.appendRow(buildRow_(merged, lead, now.toISOString()));
  sheet
    .getRange(sheet.getLastRow(), merged.indexOf(STATUS_COLUMN) + 1)
    .setDataValidation(statusRule_());
  return { ok: true };
}

function statusRule_() {
  return SpreadsheetApp.newDataValidation()
    .requireValueInList(STATUS_VALUES, true)
    .setAllowInvalid(false)
    .build();
}

function jsonOutput_(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(
    ContentService.MimeType.JSON,
  );
}

/* ---------- Pure logic: plain values in, plain values out ---------- */

/**
 * The lead in a request body, or why there is none. A lead is a JSON object with a non-empty
 * string lead_id (trimmed).
 */
function parseLead_(contents) {
  if (typeof contents !== "string" || contents.trim() === "")
    return { ok: false, reason: "empty body" };
  if (contents.length > MAX_BODY_CHARS) return { ok: false, reason: "body too large" };
  let value;
  try {
    value = JSON.parse(contents);
  } catch {
    return { ok: false, reason: "not JSON" };
  }
  if (Object.prototype.toString.call(value) !== "[object Object]") {
    return { ok: false, reason: "not a JSON object" };
  }
  const id = typeof value.lead_id === "string" ? value.lead_id.trim() : "";
  if (id === "" || id.length > MAX_LEAD_ID_CHARS) return { ok: false, reason: "no lead_id" };
  const lead = Object.assign({}, value);
  lead.lead_id = id;
  return { ok: true, lead: lead };
}

/**
 * The header row after this lead: the existing header (or, for an empty sheet, FIXED_COLUMNS and
 * the status columns), then status columns if missing, then the lead's field names it lacks, in
 * the lead's order. Existing cells are never moved or renamed, only appended to.
 */
function mergeHeader_(header, lead) {
  const merged = hasHeader_(header)
    ? headerNames_(header)
    : FIXED_COLUMNS.concat([STATUS_COLUMN, STATUS_AT_COLUMN]);
  [STATUS_COLUMN, STATUS_AT_COLUMN].forEach(function (name) {
    if (merged.indexOf(name) < 0) merged.push(name);
  });
  Object.keys(lead).forEach(function (name) {
    if (merged.length < MAX_COLUMNS && isLeadField_(name) && merged.indexOf(name) < 0) {
      merged.push(name);
    }
  });
  return merged;
}

/**
 * The lead as a row under the header: each field under its name, "" where the lead has none,
 * status "New" and status_at the lead's submitted_at (or receivedAt when it has none).
 */
function buildRow_(header, lead, receivedAt) {
  const submittedAt = typeof lead.submitted_at === "string" ? lead.submitted_at.trim() : "";
  return headerNames_(header).map(function (name) {
    if (name === STATUS_COLUMN) return NEW_STATUS;
    if (name === STATUS_AT_COLUMN) return toCellValue_(submittedAt || receivedAt);
    if (!isLeadField_(name) || !Object.prototype.hasOwnProperty.call(lead, name)) return "";
    return toCellValue_(lead[name]);
  });
}

/**
 * status_at for a row whose status became `status`: now for a status of the list (in any case),
 * blank when it was cleared, and the earlier stamp for anything else.
 */
function statusStamp_(status, previous, now) {
  const name = String(status).trim().toLowerCase();
  if (name === "") return "";
  const listed = STATUS_VALUES.some(function (value) {
    return value.toLowerCase() === name;
  });
  return listed ? now : previous;
}

/** A moment as ISO 8601 in India time with its offset, e.g. 2026-11-25T17:42:05+05:30. */
function indiaTime_(date) {
  const shifted = new Date(date.getTime() + INDIA_OFFSET_MINUTES * 60000);
  return shifted.toISOString().slice(0, 19) + INDIA_OFFSET;
}

/** Whether a lead_id is already in the lead_id column's values (case and spaces aside). */
function containsLeadId_(ids, leadId) {
  const wanted = String(leadId).trim().toLowerCase();
  return ids.some(function (id) {
    return String(id).trim().toLowerCase() === wanted;
  });
}

/**
 * A field's value as a cell: numbers and booleans as they are, null as blank, objects as JSON,
 * text cut to what a cell holds and, if Sheets would read it as a formula (=, +, -, @), kept as
 * text with a leading apostrophe (which Sheets does not show or return).
 */
function toCellValue_(value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return isFinite(value) ? value : "";
  let text = typeof value === "string" ? value : JSON.stringify(value);
  if (text.length > MAX_CELL_CHARS - 1) text = text.slice(0, MAX_CELL_CHARS - 1);
  return FORMULA_START.test(text) ? "'" + text : text;
}

// status and status_at are always in the header and always filled by buildRow_, never by the lead.
function isLeadField_(name) {
  return FIELD_NAME_PATTERN.test(name);
}

function headerNames_(header) {
  return header.map(function (cell) {
    return String(cell).trim();
  });
}

function hasHeader_(header) {
  return headerNames_(header).some(function (name) {
    return name !== "";
  });
}

function errorText_(err) {
  return err && err.message ? err.message : String(err);
}
