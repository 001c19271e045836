/**
 * Nirala Gateway: what the lead receiver (Code.gs) accepts and how a lead becomes a row.
 *
 * Pure logic on plain values: no Apps Script service is called here. The web app's URL ships in
 * every page, so anyone can post to it: a lead is only the known fields below, with a UUID
 * lead_id, a submitted_at within a day of now and capped lengths; anything else is refused or
 * dropped, never given a column. Plain ES2019 for Apps Script's V8 runtime: no imports, no exports.
 */

const SHEET_NAME = "Leads";
/** The fields a lead may carry, in the order a new sheet's columns start with. */
const LEAD_FIELDS = [
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
];
const STATUS_COLUMN = "status";
const STATUS_AT_COLUMN = "status_at";
/** The time each stage was first reached: stamped once by onEdit, kept when the lead moves on. */
const STAGE_STAMPS = [
  { status: "Qualified lead", column: "qualified_at" },
  { status: "Site visit done", column: "site_visit_at" },
  { status: "Booked", column: "booked_at" },
];
/** Filled by sales and by onEdit, never by a lead. */
const SALES_COLUMNS = [STATUS_COLUMN, STATUS_AT_COLUMN].concat(
  STAGE_STAMPS.map(function (stage) {
    return stage.column;
  }),
);
const STATUS_VALUES = ["New", "Contacted", "Qualified lead", "Site visit done", "Booked", "Lost"];
const NEW_STATUS = "New";
const AD_CONSENT_VALUES = ["granted", "denied", "pending"];
// India keeps one offset all year (no daylight saving), so the stamp needs no time-zone library.
const INDIA_OFFSET_MINUTES = 330;
const INDIA_OFFSET = "+05:30";

const MAX_BODY_CHARS = 20000;
const LEAD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})$/;
// A lead is sent as it is made; a day either way allows for a wrong clock, not for a replay.
const MAX_SUBMITTED_SKEW_MS = 24 * 60 * 60 * 1000;
// About twice what the site's own fields allow; everything else is short.
const FIELD_MAX_CHARS = {
  name: 200,
  email: 254,
  phone: 40,
  phone_e164: 20,
  message: 4000,
  subject: 500,
  landing_page: 1000,
  referrer: 1000,
};
const DEFAULT_MAX_CHARS = 300;
// Sheets reads a text starting with one of these as a formula; a leading ' keeps it as text.
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * The lead in a request body, or the reason it is refused. Only LEAD_FIELDS are kept (other
 * keys are dropped); lead_id is a UUID, submitted_at an ISO 8601 time within a day of `now`,
 * ad_consent one of AD_CONSENT_VALUES, click_at an ISO 8601 time, and no value is too long.
 */
function validateLead_(contents, now) {
  if (typeof contents !== "string" || contents.trim() === "") return refusal_("empty body");
  if (contents.length > MAX_BODY_CHARS) return refusal_("body too large");
  let value;
  try {
    value = JSON.parse(contents);
  } catch {
    return refusal_("not JSON");
  }
  if (Object.prototype.toString.call(value) !== "[object Object]") {
    return refusal_("not a JSON object");
  }
  const id = typeof value.lead_id === "string" ? value.lead_id.trim() : "";
  if (!LEAD_ID_PATTERN.test(id)) return refusal_("lead_id is not a UUID");
  const submitted = typeof value.submitted_at === "string" ? value.submitted_at.trim() : "";
  const at = ISO_TIME_PATTERN.test(submitted) ? Date.parse(submitted) : NaN;
  if (isNaN(at)) return refusal_("submitted_at is not a time like 2026-11-25T17:42:05+05:30");
  if (Math.abs(at - now.getTime()) > MAX_SUBMITTED_SKEW_MS) {
    return refusal_("submitted_at is not within a day of now");
  }
  const lead = { lead_id: id, submitted_at: submitted };
  for (let i = 0; i < LEAD_FIELDS.length; i++) {
    const name = LEAD_FIELDS[i];
    if (!Object.prototype.hasOwnProperty.call(value, name) || name in lead) continue;
    const problem = fieldProblem_(name, value[name]);
    if (problem) return refusal_(name + " " + problem);
    if (value[name] !== null) lead[name] = value[name];
  }
  return { ok: true, lead: lead };
}

/** Why a field's value is refused, or "" when it is fine. */
function fieldProblem_(name, value) {
  if (value === null) return "";
  const type = typeof value;
  if (type !== "string" && type !== "number" && type !== "boolean") {
    return "is not a text, a number or true/false";
  }
  const limit = FIELD_MAX_CHARS[name] || DEFAULT_MAX_CHARS;
  if (String(value).length > limit) return "is longer than " + limit + " characters";
  if (name === "ad_consent" && AD_CONSENT_VALUES.indexOf(value) < 0) {
    return "is not " + AD_CONSENT_VALUES.join(", ");
  }
  if (name === "click_at" && value !== "" && !ISO_TIME_PATTERN.test(String(value))) {
    return "is not a time like 2026-11-25T17:42:05+05:30";
  }
  return "";
}

function refusal_(reason) {
  return { ok: false, reason: reason };
}

/**
 * The header row after this lead: the existing header (or, for an empty sheet, LEAD_FIELDS and
 * SALES_COLUMNS), then the sales columns it lacks, then the lead's fields it lacks. Existing
 * cells are never moved or renamed, only appended to.
 */
function mergeHeader_(header, lead) {
  const merged = hasHeader_(header) ? headerNames_(header) : LEAD_FIELDS.concat(SALES_COLUMNS);
  SALES_COLUMNS.forEach(function (name) {
    if (merged.indexOf(name) < 0) merged.push(name);
  });
  LEAD_FIELDS.forEach(function (name) {
    if (Object.prototype.hasOwnProperty.call(lead, name) && merged.indexOf(name) < 0) {
      merged.push(name);
    }
  });
  return merged;
}

/**
 * The lead as a row under the header: each lead field under its name, "" where the lead has
 * none and in the stage columns, status "New" and status_at the lead's submitted_at (or
 * receivedAt when it has none).
 */
function buildRow_(header, lead, receivedAt) {
  const submittedAt = typeof lead.submitted_at === "string" ? lead.submitted_at.trim() : "";
  return headerNames_(header).map(function (name) {
    if (name === STATUS_COLUMN) return NEW_STATUS;
    if (name === STATUS_AT_COLUMN) return toCellValue_(submittedAt || receivedAt);
    if (LEAD_FIELDS.indexOf(name) < 0 || !Object.prototype.hasOwnProperty.call(lead, name)) {
      return "";
    }
    return toCellValue_(lead[name]);
  });
}

/**
 * status_at for a row whose status became `status`: now for a status of the list (in any case),
 * blank when it was cleared, and the earlier stamp for anything else.
 */
function statusStamp_(status, previous, now) {
  const name = statusKey_(status);
  if (name === "") return "";
  const listed = STATUS_VALUES.some(function (value) {
    return statusKey_(value) === name;
  });
  return listed ? now : previous;
}

/** A stage column's cell for a row whose status became `status`: set once, then never changed. */
function stageStamp_(status, column, previous, now) {
  if (String(previous).trim() !== "") return previous;
  const reached = STAGE_STAMPS.some(function (stage) {
    return stage.column === column && statusKey_(stage.status) === statusKey_(status);
  });
  return reached ? now : previous;
}

function statusKey_(status) {
  return String(status).trim().replace(/\s+/g, " ").toLowerCase();
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
 * A field's value as a cell: numbers and booleans as they are, null as blank, text that Sheets
 * would read as a formula (=, +, -, @) kept as text with a leading apostrophe (which Sheets
 * does not show or return).
 */
function toCellValue_(value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return isFinite(value) ? value : "";
  const text = String(value);
  return FORMULA_START.test(text) ? "'" + text : text;
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
