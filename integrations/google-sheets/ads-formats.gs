/**
 * Nirala Gateway: how ads-upload.gs reads the sheet's cells and writes Google's formats: sheet
 * times, the Conversion Time, email and phone as Google normalises them before hashing (the same
 * rules as lib/ads/google-normalise.ts, held equal by ads-upload.test.ts), and cells a spreadsheet
 * would run as formulas. Pure. Plain ES2019 for Apps Script's V8 runtime: no imports, no exports.
 */

const ADS_INDIA_OFFSET_MS = 330 * 60000;
const ADS_SHEET_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const ADS_FORMULA_START = /^[=+\-@\t\r]/;
const ADS_GMAIL_DOMAINS = ["gmail.com", "googlemail.com"];
const ADS_E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A sheet time: a Date cell, `2026-11-25T17:42:05+05:30` (any offset, or Z) or `2026-11-25 17:42:05`
 * read as India time. A date alone is that day's last second in India, never before a click that
 * day. Null for anything else, including days that do not exist (2026-02-30).
 */
function adsParseTime_(value) {
  if (Object.prototype.toString.call(value) === "[object Date]") {
    return isNaN(value.getTime()) ? null : new Date(value.getTime());
  }
  const match = ADS_SHEET_TIME.exec(adsText_(value));
  if (!match) return null;
  const date = match[1];
  const time =
    match[2] === undefined
      ? "23:59:59"
      : match[2].padStart(2, "0") + ":" + match[3] + ":" + (match[4] || "00");
  const offset = !match[5] ? "+05:30" : match[5].replace(/^([+-]\d{2}):?/, "$1:").toUpperCase();
  if (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59) return null;
  // Date rolls 2026-02-30 over into March: a time that does not exist reads back as another.
  const local = new Date(date + "T" + time + "Z");
  if (isNaN(local.getTime()) || local.toISOString().slice(0, 19) !== date + "T" + time) return null;
  return new Date(date + "T" + time + offset);
}

/** `yyyy-MM-dd HH:mm:ss` in India time, the Conversion Time for `Parameters:TimeZone=Asia/Kolkata`. */
function adsFormatTime_(at) {
  const india = new Date(Math.floor(at.getTime() / 1000) * 1000 + ADS_INDIA_OFFSET_MS);
  return india.toISOString().slice(0, 19).replace("T", " ");
}

/** Trimmed, lower-cased, and without the dots before @ for gmail.com and googlemail.com; null if no address. */
function adsNormaliseEmail_(email) {
  const address = String(email).trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1 || /\s/.test(address)) return null;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at);
  return ADS_GMAIL_DOMAINS.indexOf(domain) >= 0 ? local.replace(/\./g, "") + "@" + domain : address;
}

/** The first candidate that is E.164 once spaces, dashes, dots and brackets go; null otherwise. */
function adsNormalisePhone_() {
  for (let i = 0; i < arguments.length; i++) {
    const compact = String(arguments[i])
      .trim()
      .replace(/[\s().-]/g, "");
    if (ADS_E164.test(compact)) return compact;
  }
  return null;
}

/** A text a spreadsheet would run as a formula gets a leading apostrophe (Sheets hides it). */
function adsCell_(value) {
  return typeof value === "string" && ADS_FORMULA_START.test(value) ? "'" + value : value;
}

function adsText_(value) {
  return value === null || value === undefined ? "" : String(value).trim();
}

function adsKey_(value) {
  return adsText_(value).replace(/\s+/g, " ").toLowerCase();
}

function adsFilled_(value) {
  return adsText_(value) !== "";
}
