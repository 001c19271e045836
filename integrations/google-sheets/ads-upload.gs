/**
 * Nirala Gateway: the Leads sheet as Google Ads upload tabs.
 *
 * adsUploadRows_ turns the Leads sheet's table into the rows of Google's upload templates:
 * conversions from clicks (gclid), enhanced conversions for leads (hashed email and phone) and
 * conversion adjustments (a Booked lead later Lost is retracted). It is the one implementation of
 * those rows: `npm run ads:conversions` runs this file in Node, and refreshAdsUploads (a
 * time-driven trigger) writes the same rows into the "Ads upload: …" tabs, which Google Ads
 * fetches on a schedule. See README.md in this folder and docs/qualified-leads-to-google-ads.md.
 *
 * Cell formats are in ads-formats.gs. Pure apart from refreshAdsUploads, installAdsUploadTrigger,
 * writeAdsTab_ and appsScriptTools_. Plain ES2019 for Apps Script's V8 runtime: no imports, no exports.
 */

const ADS_TIME_ZONE = "Asia/Kolkata";
const ADS_CURRENCY = "INR";
/** Each stage is a conversion action of that name, uploaded once from its own stamp column. */
const ADS_STAGES = [
  { name: "Qualified lead", column: "qualified_at" },
  { name: "Site visit done", column: "site_visit_at" },
  { name: "Booked", column: "booked_at" },
];
const ADS_LOST_STATUS = "Lost";
const ADS_RETRACTED_STAGE = "Booked";
// Conversion value per stage in INR; keep it equal to the export's --value-<stage> options.
const ADS_STAGE_VALUES = { "Qualified lead": 1, "Site visit done": 1, Booked: 1 };
const ADS_TABS = {
  clicks: "Ads upload: clicks",
  leads: "Ads upload: enhanced leads",
  retractions: "Ads upload: retractions",
};
const ADS_CONVERSION_COLUMNS = ["Name", "Time", "Value", "Currency"].map(function (c) {
  return "Conversion " + c;
});
const ADS_CONSENT_COLUMNS = ["Order ID", "Ad User Data", "Ad Personalization"];
const ADS_HEADERS = {
  clicks: ["Google Click ID"].concat(ADS_CONVERSION_COLUMNS, ADS_CONSENT_COLUMNS),
  leads: ["Email", "Phone Number"].concat(ADS_CONVERSION_COLUMNS, ADS_CONSENT_COLUMNS),
  // The file format says RETRACT where the Google Ads API says RETRACTION.
  retractions: ["Order ID", "Conversion Name", "Adjustment Time", "Adjustment Type"].concat([
    "Adjusted Value",
    "Adjusted Value Currency",
  ]),
};
const ADS_REQUIRED_COLUMNS = ["lead_id", "status", "status_at", "ad_consent"];
// Google Ads takes clicks up to 90 days old, and no conversion window is longer.
const ADS_MAX_CLICK_DAYS = 90;
const ADS_DAY_MS = 86400000;

/* ---------- Apps Script entry points ---------- */

/** Time-driven trigger: rewrites the three upload tabs from the Leads sheet. */
function refreshAdsUploads() {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const leads = spreadsheet.getSheetByName("Leads");
  if (!leads || leads.getLastRow() < 1) return;
  const options = { stages: adsStageNames_(), values: ADS_STAGE_VALUES, now: new Date() };
  const result = adsUploadRows_(leads.getDataRange().getValues(), options, appsScriptTools_());
  Object.keys(ADS_TABS).forEach(function (kind) {
    writeAdsTab_(spreadsheet, ADS_TABS[kind], ADS_HEADERS[kind], result[kind]);
  });
  result.skipped.forEach(function (entry) {
    console.log("Not uploaded: " + entry.leadId + "  " + entry.reason);
  });
}

/** Run once from the editor: refreshes the tabs every hour (and removes an older such trigger). */
function installAdsUploadTrigger() {
  ScriptApp.getProjectTriggers().forEach(function (trigger) {
    if (trigger.getHandlerFunction() === "refreshAdsUploads") ScriptApp.deleteTrigger(trigger);
  });
  ScriptApp.newTrigger("refreshAdsUploads").timeBased().everyHours(1).create();
  refreshAdsUploads();
}

/** One tab in Google's template: the time zone row, the header, the rows; kept as plain text. */
function writeAdsTab_(spreadsheet, name, header, rows) {
  const sheet = spreadsheet.getSheetByName(name) || spreadsheet.insertSheet(name);
  const values = [adsParametersRow_(header.length), header].concat(rows);
  sheet.clearContents();
  const maxRows = sheet.getMaxRows();
  if (values.length > maxRows) sheet.insertRowsAfter(maxRows, values.length - maxRows);
  const range = sheet.getRange(1, 1, values.length, header.length);
  // Plain text, so Sheets does not turn a conversion time into a date in its own format.
  range.setNumberFormat("@");
  range.setValues(values);
}

/** SHA-256 and the normalisers as Apps Script runs them; Node passes lib/ads/google-normalise. */
function appsScriptTools_() {
  return {
    sha256: function (text) {
      const bytes = Utilities.computeDigest(
        Utilities.DigestAlgorithm.SHA_256,
        text,
        Utilities.Charset.UTF_8,
      );
      return bytes
        .map(function (byte) {
          return ((byte + 256) % 256).toString(16).padStart(2, "0");
        })
        .join("");
    },
    normaliseEmail: adsNormaliseEmail_,
    normalisePhone: adsNormalisePhone_,
  };
}

/* ---------- Pure logic ---------- */

/**
 * The upload rows for the Leads sheet's values (header row first). options: stages (names of
 * ADS_STAGES to upload), values (per stage, default 1), now (a Date). tools: sha256,
 * normaliseEmail, normalisePhone. Returns clicks, leads and retractions (rows in template
 * order, sorted by time), skipped ({leadId, reason}), ignored (rows with nothing to upload) and
 * fromSubmitted (lead ids whose 90 days counted from submitted_at, as they have no click_at).
 */
function adsUploadRows_(table, options, tools) {
  const columns = adsColumns_(table[0] || []);
  const result = { clicks: [], leads: [], retractions: [], skipped: [], ignored: 0 };
  result.fromSubmitted = [];
  const found = { clicks: [], leads: [], retractions: [] };
  table.slice(1).forEach(function (cells, index) {
    if (!cells.some(adsFilled_)) return;
    const get = function (name) {
      return columns.has(name) ? cells[columns.get(name)] : "";
    };
    adsLeadRows_(get, "row " + (index + 2), options, tools, found, result);
  });
  Object.keys(found).forEach(function (kind) {
    result[kind] = found[kind]
      .sort(function (a, b) {
        return a.at.getTime() - b.at.getTime();
      })
      .map(function (entry) {
        return entry.cells.map(adsCell_);
      });
  });
  return result;
}

/** The header's columns by lower-cased name (the first of a repeated name). Throws when one is missing. */
function adsColumns_(header) {
  const columns = new Map();
  header.forEach(function (cell, index) {
    const name = String(cell).trim().toLowerCase();
    if (!columns.has(name)) columns.set(name, index);
  });
  const missing = ADS_REQUIRED_COLUMNS.filter(function (name) {
    return !columns.has(name);
  });
  if (missing.length > 0) throw new Error("the sheet has no " + missing.join(", ") + " column");
  return columns;
}

/** One lead's conversions and retraction, or why they are skipped. */
function adsLeadRows_(get, rowName, options, tools, found, result) {
  const leadId = adsText_(get("lead_id")) || rowName;
  const status = adsKey_(get("status"));
  const lost = status === adsKey_(ADS_LOST_STATUS);
  const due = ADS_STAGES.filter(function (stage) {
    return options.stages.indexOf(stage.name) >= 0;
  })
    .map(function (stage) {
      // A sheet from before the stage columns: the current status and its status_at stand in.
      const own = get(stage.column);
      const stamp = adsFilled_(own) || status !== adsKey_(stage.name) ? own : get("status_at");
      return { name: stage.name, stamp: stamp };
    })
    .filter(function (stage) {
      return adsFilled_(stage.stamp);
    });
  if (due.length === 0) {
    result.ignored += 1;
    return;
  }
  const skip = function (name, reason) {
    result.skipped.push({ leadId: leadId, reason: name + ": " + reason });
  };
  const skipAll = function (reason) {
    due.forEach(function (stage) {
      skip(stage.name, reason);
    });
  };
  const consent = adsKey_(get("ad_consent"));
  if (consent !== "granted") {
    const given = consent ? 'is "' + consent + '"' : "is blank";
    return skipAll("ad_consent " + given + ': only leads with "granted" are uploaded');
  }
  const now = options.now;
  const click = adsClick_(get("click_at"), get("submitted_at"));
  if (typeof click.error === "string") return skipAll(click.error);

  const booked = lost ? due.find((stage) => stage.name === ADS_RETRACTED_STAGE) : undefined;
  const converting = due.filter((stage) => stage !== booked);
  if (booked) {
    const retraction = adsRetraction_(leadId, booked.stamp, get("status_at"), now);
    if (typeof retraction === "string") skip(ADS_RETRACTED_STAGE, retraction);
    else found.retractions.push(retraction);
  }
  if (click.at && click.at.getTime() < now.getTime() - ADS_MAX_CLICK_DAYS * ADS_DAY_MS) {
    const from = click.fromSubmitted ? "submitted_at (no click_at)" : "click_at";
    return converting.forEach(function (stage) {
      skip(
        stage.name,
        "the ad click (" + from + ") is more than 90 days old: Google Ads refuses it",
      );
    });
  }
  const target = adsTarget_(get, tools);
  let uploaded = false;
  converting.forEach(function (stage) {
    const at = adsConversionTime_(stage.stamp, click, now);
    if (typeof at === "string") return skip(stage.name, at);
    if (typeof target === "string") return skip(stage.name, target);
    const value = Object.prototype.hasOwnProperty.call(options.values || {}, stage.name)
      ? options.values[stage.name]
      : 1;
    const conversion = [stage.name, adsFormatTime_(at), value, ADS_CURRENCY];
    const consentCells = [leadId, "Granted", "Granted"];
    found[target.kind].push({ at: at, cells: target.cells.concat(conversion, consentCells) });
    uploaded = true;
  });
  if (uploaded && click.fromSubmitted) result.fromSubmitted.push(leadId);
}

/** When the ad click was: click_at, else submitted_at (the click is no later); error when unreadable. */
function adsClick_(clickAt, submittedAt) {
  const fromSubmitted = !adsFilled_(clickAt);
  const text = fromSubmitted ? submittedAt : clickAt;
  const at = adsParseTime_(text);
  if (adsFilled_(text) && !at) {
    return {
      error:
        "unreadable " + (fromSubmitted ? "submitted_at" : "click_at") + ' "' + adsText_(text) + '"',
    };
  }
  return { at: at, fromSubmitted: fromSubmitted };
}

/** Where the lead's conversions go: the gclid, else the hashed email and phone; or why nowhere. */
function adsTarget_(get, tools) {
  const gclid = adsText_(get("gclid"));
  if (gclid) return { kind: "clicks", cells: [gclid] };
  const email = tools.normaliseEmail(adsText_(get("email")));
  const phone = tools.normalisePhone(adsText_(get("phone_e164")), adsText_(get("phone")));
  if (email || phone) {
    const hashes = [email ? tools.sha256(email) : "", phone ? tools.sha256(phone) : ""];
    return { kind: "leads", cells: hashes };
  }
  const appClick =
    adsText_(get("gbraid")) || adsText_(get("wbraid")) ? "only a gbraid/wbraid and " : "";
  return "no gclid, " + appClick + "no email or +country phone to match on";
}

/** The conversion time of a stamp, or why it cannot be uploaded at `now`. */
function adsConversionTime_(stamp, click, now) {
  const text = adsText_(stamp);
  const at = adsParseTime_(stamp);
  if (!at) {
    return (
      'unreadable time "' +
      text +
      '" (expected 2026-11-25 17:42:05, 2026-11-25T17:42:05+05:30 or 2026-11-25)'
    );
  }
  if (at > now) {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? " (a date alone counts as 23:59:59 that day)"
      : "";
    return "time " + text + " is in the future" + dateOnly;
  }
  if (!click.at && at.getTime() < now.getTime() - ADS_MAX_CLICK_DAYS * ADS_DAY_MS) {
    return "older than 90 days: Google Ads accepts clicks up to 90 days";
  }
  if (click.at && at < click.at) {
    const from = click.fromSubmitted ? "submitted" : "clicked";
    return (
      "time " +
      text +
      " is before the lead " +
      from +
      ": Google Ads rejects a conversion before its click"
    );
  }
  return at;
}

/** The retraction of a Booked lead now Lost: at its status_at, which must follow the booking. */
function adsRetraction_(leadId, bookedStamp, lostStamp, now) {
  const booked = adsParseTime_(bookedStamp);
  const lost = adsParseTime_(lostStamp);
  if (!booked || !lost || lost > now || lost <= booked) {
    return (
      "Lost, but its status_at (" +
      adsText_(lostStamp) +
      ") is not a time after booked_at: no retraction"
    );
  }
  return {
    at: lost,
    cells: [leadId, ADS_RETRACTED_STAGE, adsFormatTime_(lost), "RETRACT", "", ""],
  };
}

/** The template's first row, as wide as its header. */
function adsParametersRow_(width) {
  const row = ["Parameters:TimeZone=" + ADS_TIME_ZONE];
  while (row.length < width) row.push("");
  return row;
}

function adsStageNames_() {
  return ADS_STAGES.map(function (stage) {
    return stage.name;
  });
}

/** The three templates' headers, for the export's CSV files. */
function adsHeaders_() {
  return ADS_HEADERS;
}
