/**
 * Nirala Gateway: lead receiver for Google Sheets.
 *
 * An Apps Script web app bound to the business's Google Sheet. The site POSTs each lead here as a
 * JSON string (Content-Type text/plain, so the browser sends no CORS preflight); doPost checks it
 * (lead-rules.gs) and appends it as one row of the "Leads" sheet. ads-upload.gs keeps the Google
 * Ads upload tabs. See README.md in this folder for setting it up.
 *
 * Columns are found by header name, so they may be reordered by hand. A new sheet starts with the
 * lead's fields, then "status", "status_at" and the stage stamps (filled by sales and onEdit). A
 * lead cannot set those. When sales change a row's status, onEdit stamps status_at with the time
 * (India time, as submitted_at is written), and the first time a row reaches Qualified lead, Site
 * visit done or Booked, that stage's own column (never overwritten afterwards).
 *
 * Only doGet, doPost, onEdit, saveLead_, writeStamps_, takeWriteSlot_, statusRule_ and
 * jsonOutput_ touch Apps Script's services. Plain ES2019 for Apps Script's V8 runtime.
 */

const LOCK_WAIT_MS = 10000;
// The endpoint is public: beyond this many writes a minute, leads are refused until the next one.
const MAX_WRITES_PER_MINUTE = 30;
const WRITE_COUNT_SECONDS = 120;

/* ---------- Apps Script entry points (thin wrappers) ---------- */

/** Receives one lead. Never throws: a refused body or a failed write comes back as {ok:false}. */
function doPost(e) {
  const now = new Date();
  const checked = validateLead_(e && e.postData ? e.postData.contents : undefined, now);
  if (!checked.ok) return jsonOutput_({ ok: false, reason: checked.reason });
  const lead = checked.lead;

  const lock = LockService.getScriptLock();
  try {
    lock.waitLock(LOCK_WAIT_MS);
  } catch (err) {
    console.error("Lead " + lead.lead_id + " not saved, sheet busy: " + errorText_(err));
    return jsonOutput_({ ok: false, reason: "busy" });
  }
  try {
    if (!takeWriteSlot_(CacheService.getScriptCache(), now)) {
      console.error(
        "Lead " + lead.lead_id + " refused: more than " + MAX_WRITES_PER_MINUTE + " a minute",
      );
      return jsonOutput_({ ok: false, reason: "too many leads this minute" });
    }
    const result = saveLead_(SpreadsheetApp.getActiveSpreadsheet(), lead, now);
    SpreadsheetApp.flush();
    return jsonOutput_(result);
  } catch (err) {
    console.error("Lead " + lead.lead_id + " not saved: " + errorText_(err));
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
 * row or many) stamps each of those rows' status_at, and a stage's column the first time the row
 * reaches that stage. Edits elsewhere, and to row 1, are ignored.
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
  writeStamps_(sheet.getRange(firstRow, statusAtColumn, rows, 1), function (before, index) {
    return statusStamp_(statuses[index][0], before, now);
  });
  STAGE_STAMPS.forEach(function (stage) {
    const column = header.indexOf(stage.column) + 1;
    if (column < 1) return;
    writeStamps_(sheet.getRange(firstRow, column, rows, 1), function (before, index) {
      return stageStamp_(statuses[index][0], stage.column, before, now);
    });
  });
}

/** Rewrites a one-column range with stamp(before, index), only when a cell changes. */
function writeStamps_(range, stamp) {
  const before = range.getValues();
  const after = before.map(function (row, index) {
    return [stamp(row[0], index)];
  });
  const changed = after.some(function (row, index) {
    return row[0] !== before[index][0];
  });
  if (changed) range.setValues(after);
}

/** Counts this write in the minute's budget; false when the budget is spent. Run under the lock. */
function takeWriteSlot_(cache, now) {
  const key = "writes-" + Math.floor(now.getTime() / 60000);
  const used = Number(cache.get(key)) || 0;
  if (used >= MAX_WRITES_PER_MINUTE) return false;
  cache.put(key, String(used + 1), WRITE_COUNT_SECONDS);
  return true;
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
