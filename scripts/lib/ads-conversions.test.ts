import { describe, expect, it } from "vitest";
import {
  DEFAULT_STAGES,
  buildConversions,
  formatConversionTime,
  parseCliArgs,
  parseSheetTime,
  sha256Hex,
  uploadCsv,
} from "./ads-conversions";
import { normaliseEmail, normalisePhone } from "../../lib/ads/google-normalise";
import { userDataHashes } from "../../lib/ads/enhanced-conversions";

const NOW = new Date("2026-11-30T12:00:00+05:30");
const OPTIONS = { stages: DEFAULT_STAGES, now: NOW };

// Reference hashes from `printf %s VALUE | sha256sum`, not from the code under test.
const SHA_ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
const SHA_JOHNSMITH_GMAIL = "3586de92bb3636d0885a12eff961429a32e4ebd764b96f50d85d016f9338d586";
const SHA_ASHA_EXAMPLE = "a52df0f652e4eaf4e7f4b37526c5f39c1d8977dc789be95689cf128528aaa5ab";
const SHA_PHONE = "f3a47ce5ce3d4ca8ad15225a245b2759022f79489f5c62719b8c9490f7aab90e"; // +919876543210

const COLUMNS = [
  "lead_id",
  "submitted_at",
  "email",
  "phone",
  "phone_e164",
  "gclid",
  "gbraid",
  "wbraid",
  "click_at",
  "ad_consent",
  "status",
  "status_at",
  "qualified_at",
  "site_visit_at",
  "booked_at",
] as const;
type Row = Partial<Record<(typeof COLUMNS)[number], string>>;

/** A granted lead that clicked on 20 November, with the given cells. */
const lead = (cells: Row): Row => ({
  submitted_at: "2026-11-20 10:05:00",
  click_at: "2026-11-20T10:00:00+05:30",
  ad_consent: "granted",
  status: "New",
  status_at: "2026-11-20 10:05:00",
  ...cells,
});
const csv = (...rows: Row[]) =>
  [COLUMNS.join(","), ...rows.map((row) => COLUMNS.map((c) => row[c] ?? "").join(","))].join("\n");
const build = (...rows: Row[]) => buildConversions(csv(...rows), OPTIONS);

describe("stages", () => {
  it("uploads each stamped stage under its own name, with the lead_id as Order ID, sorted by time", () => {
    const result = build(
      lead({
        lead_id: "L1",
        gclid: "Cj0-a_1",
        status: "Booked",
        qualified_at: "2026-11-21T10:00:00+05:30",
        site_visit_at: "2026-11-24 11:00:00",
        booked_at: "2026-11-26 12:00:00",
      }),
      lead({
        lead_id: "L2",
        gclid: "Cj0-b_2",
        status: "Contacted",
        qualified_at: "2026-11-22 09:00:00",
      }),
    );
    expect(result.skipped).toEqual([]);
    expect(uploadCsv("clicks", result.clicks)).toBe(
      [
        "Parameters:TimeZone=Asia/Kolkata",
        "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Order ID,Ad User Data,Ad Personalization",
        "Cj0-a_1,Qualified lead,2026-11-21 10:00:00,1,INR,L1,Granted,Granted",
        "Cj0-b_2,Qualified lead,2026-11-22 09:00:00,1,INR,L2,Granted,Granted",
        "Cj0-a_1,Site visit done,2026-11-24 11:00:00,1,INR,L1,Granted,Granted",
        "Cj0-a_1,Booked,2026-11-26 12:00:00,1,INR,L1,Granted,Granted",
        "",
      ].join("\r\n"),
    );
  });

  it("keeps a stage's row the same after the lead moves on, so a re-upload counts it once", () => {
    const qualified = lead({
      lead_id: "L1",
      gclid: "g1",
      status: "Qualified lead",
      qualified_at: "2026-11-21 10:00:00",
    });
    const first = build(qualified).clicks;
    const later = build({
      ...qualified,
      status: "Site visit done",
      site_visit_at: "2026-11-25 10:00:00",
    }).clicks;
    expect(later).toHaveLength(2);
    expect(later[0]).toEqual(first[0]);
    expect(later.map((row) => row[5])).toEqual(["L1", "L1"]);
  });

  it("uploads the current status at its status_at in a sheet from before the stage columns", () => {
    const old = [
      "lead_id,gclid,ad_consent,status,status_at",
      "L1,g1,granted,Booked,2026-11-25 10:00:00",
      "L2,g2,granted,New,2026-11-25 10:00:00",
    ];
    const result = buildConversions(old.join("\n"), OPTIONS);
    expect(result.clicks).toEqual([
      ["g1", "Booked", "2026-11-25 10:00:00", 1, "INR", "L1", "Granted", "Granted"],
    ]);
    expect(result.ignored).toBe(1);
  });

  it("uses only the stages asked for, with their values, and counts rows with no stage as ignored", () => {
    const result = buildConversions(
      csv(
        lead({
          lead_id: "L1",
          gclid: "g1",
          qualified_at: "2026-11-21 10:00:00",
          booked_at: "2026-11-25 10:00:00",
        }),
        lead({ lead_id: "L2", gclid: "g2", status: "Contacted" }),
      ),
      { stages: ["Booked"], values: { Booked: 1000 }, now: NOW },
    );
    expect(result.clicks).toEqual([
      ["g1", "Booked", "2026-11-25 10:00:00", 1000, "INR", "L1", "Granted", "Granted"],
    ]);
    expect(result.ignored).toBe(1);
  });
});

describe("consent", () => {
  it('uploads only ad_consent "granted" and lists the others as skipped with the reason', () => {
    const stamped = { qualified_at: "2026-11-21 10:00:00", gclid: "g" };
    const result = build(
      lead({ ...stamped, lead_id: "L1", ad_consent: " Granted " }),
      lead({ ...stamped, lead_id: "L2", ad_consent: "denied" }),
      lead({ ...stamped, lead_id: "L3", ad_consent: "pending", email: "a@example.in" }),
      lead({ ...stamped, lead_id: "L4", ad_consent: "" }),
    );
    expect(result.clicks.map((row) => row[5])).toEqual(["L1"]);
    expect(result.leads).toEqual([]);
    expect(result.skipped).toEqual([
      {
        leadId: "L2",
        reason: 'Qualified lead: ad_consent is "denied": only leads with "granted" are uploaded',
      },
      {
        leadId: "L3",
        reason: 'Qualified lead: ad_consent is "pending": only leads with "granted" are uploaded',
      },
      {
        leadId: "L4",
        reason: 'Qualified lead: ad_consent is blank: only leads with "granted" are uploaded',
      },
    ]);
  });

  it("refuses a sheet without the ad_consent column rather than upload without consent", () => {
    expect(() =>
      buildConversions("lead_id,gclid,status,status_at\nL1,g,Booked,2026-11-25", OPTIONS),
    ).toThrow(/no ad_consent column/);
    expect(() => buildConversions("", OPTIONS)).toThrow(/empty/);
  });
});

describe("the enhanced conversions for leads file", () => {
  it("takes leads without a gclid (gbraid and wbraid too), with the SHA-256 of the normalised email and phone", () => {
    const result = build(
      lead({
        lead_id: "L1",
        email: "  John.Smith@GMail.com ",
        phone_e164: "+919876543210",
        gbraid: "GBR",
        booked_at: "2026-11-26 18:00:00",
      }),
      lead({
        lead_id: "L2",
        email: "asha@example.in",
        wbraid: "WBR",
        qualified_at: "2026-11-24T12:00:00Z",
      }),
      lead({ lead_id: "L3", phone: '"+91 98765-43210"', site_visit_at: "2026-11-25 08:00:00" }),
    );
    expect(result.clicks).toEqual([]);
    expect(uploadCsv("leads", result.leads)).toBe(
      [
        "Parameters:TimeZone=Asia/Kolkata",
        "Email,Phone Number,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Order ID,Ad User Data,Ad Personalization",
        `${SHA_ASHA_EXAMPLE},,Qualified lead,2026-11-24 17:30:00,1,INR,L2,Granted,Granted`,
        `,${SHA_PHONE},Site visit done,2026-11-25 08:00:00,1,INR,L3,Granted,Granted`,
        `${SHA_JOHNSMITH_GMAIL},${SHA_PHONE},Booked,2026-11-26 18:00:00,1,INR,L1,Granted,Granted`,
        "",
      ].join("\r\n"),
    );
  });

  it("sends a lead with a gclid to the click file only, and skips one with nothing to match on", () => {
    const result = build(
      lead({
        lead_id: "L1",
        gclid: "g1",
        email: "asha@example.in",
        booked_at: "2026-11-25 10:00:00",
      }),
      lead({
        lead_id: "L2",
        gbraid: "GBR",
        phone: "98765 43210",
        booked_at: "2026-11-25 10:00:00",
      }),
      lead({ lead_id: "L3", booked_at: "2026-11-25 10:00:00" }),
    );
    expect(result.clicks.map((row) => row[5])).toEqual(["L1"]);
    expect(result.leads).toEqual([]);
    expect(result.skipped).toEqual([
      {
        leadId: "L2",
        reason: "Booked: no gclid, only a gbraid/wbraid and no email or +country phone to match on",
      },
      { leadId: "L3", reason: "Booked: no gclid, no email or +country phone to match on" },
    ]);
  });
});

describe("the 90-day rule counts from the click", () => {
  it("keeps a click exactly 90 days before --now and skips one a second older, whatever the stage's age", () => {
    const stage = { gclid: "g", booked_at: "2026-11-29 10:00:00" };
    const result = build(
      lead({
        ...stage,
        lead_id: "L1",
        click_at: "2026-09-01T12:00:00+05:30",
        submitted_at: "2026-11-01 10:00:00",
      }),
      lead({
        ...stage,
        lead_id: "L2",
        click_at: "2026-09-01T11:59:59+05:30",
        submitted_at: "2026-11-01 10:00:00",
      }),
    );
    expect(result.clicks.map((row) => row[5])).toEqual(["L1"]);
    expect(result.skipped).toEqual([
      {
        leadId: "L2",
        reason: "Booked: the ad click (click_at) is more than 90 days old: Google Ads refuses it",
      },
    ]);
    expect(result.fromSubmitted).toEqual([]);
  });

  it("counts from submitted_at when click_at is missing, and says so", () => {
    const result = build(
      lead({
        lead_id: "L1",
        gclid: "g",
        click_at: "",
        submitted_at: "2026-09-01 11:00:00",
        booked_at: "2026-11-29 10:00:00",
      }),
      lead({
        lead_id: "L2",
        gclid: "g",
        click_at: "",
        submitted_at: "2026-11-01 11:00:00",
        booked_at: "2026-11-29 10:00:00",
      }),
    );
    expect(result.clicks.map((row) => row[5])).toEqual(["L2"]);
    expect(result.fromSubmitted).toEqual(["L2"]);
    expect(result.skipped).toEqual([
      {
        leadId: "L1",
        reason:
          "Booked: the ad click (submitted_at (no click_at)) is more than 90 days old: Google Ads refuses it",
      },
    ]);
  });

  it("skips a stage before the click, in the future, unreadable, and a lead with an unreadable click_at", () => {
    const result = build(
      lead({
        lead_id: "L1",
        gclid: "g",
        click_at: "2026-11-25T10:00:00+05:30",
        qualified_at: "2026-11-25 09:59:59",
      }),
      lead({
        lead_id: "L2",
        gclid: "g",
        booked_at: "2026-12-01 10:00:00",
        site_visit_at: "2026-11-30",
      }),
      lead({ lead_id: "L3", gclid: "g", booked_at: "25/11/2026 10:00" }),
      lead({ lead_id: "L4", gclid: "g", click_at: "soon", booked_at: "2026-11-25 10:00:00" }),
    );
    expect(result.clicks).toEqual([]);
    expect(result.skipped.map((s) => `${s.leadId} ${s.reason}`)).toEqual([
      "L1 Qualified lead: time 2026-11-25 09:59:59 is before the lead clicked: Google Ads rejects a conversion before its click",
      "L2 Site visit done: time 2026-11-30 is in the future (a date alone counts as 23:59:59 that day)",
      "L2 Booked: time 2026-12-01 10:00:00 is in the future",
      'L3 Booked: unreadable time "25/11/2026 10:00" (expected 2026-11-25 17:42:05, 2026-11-25T17:42:05+05:30 or 2026-11-25)',
      'L4 Booked: unreadable click_at "soon"',
    ]);
  });
});

describe("retractions", () => {
  const booked = {
    gclid: "g1",
    qualified_at: "2026-11-21 10:00:00",
    booked_at: "2026-11-25 10:00:00",
  };

  it("retracts a Booked lead now Lost at its status_at, in Google's adjustment format, and uploads no Booked for it", () => {
    const result = build(
      lead({ ...booked, lead_id: "L1", status: "Lost", status_at: "2026-11-27T15:30:00+05:30" }),
    );
    expect(result.clicks).toEqual([
      ["g1", "Qualified lead", "2026-11-21 10:00:00", 1, "INR", "L1", "Granted", "Granted"],
    ]);
    expect(uploadCsv("retractions", result.retractions)).toBe(
      [
        "Parameters:TimeZone=Asia/Kolkata",
        "Order ID,Conversion Name,Adjustment Time,Adjustment Type,Adjusted Value,Adjusted Value Currency",
        "L1,Booked,2026-11-27 15:30:00,RETRACT,,",
        "",
      ].join("\r\n"),
    );
  });

  it("retracts nothing for a lead Lost before booking, still Booked, not granted, or Lost before its booking time", () => {
    const result = build(
      lead({
        gclid: "g",
        lead_id: "L1",
        status: "Lost",
        status_at: "2026-11-27 10:00:00",
        qualified_at: "2026-11-21 10:00:00",
      }),
      lead({ ...booked, lead_id: "L2", status: "Booked", status_at: "2026-11-25 10:00:00" }),
      lead({
        ...booked,
        lead_id: "L3",
        status: "Lost",
        status_at: "2026-11-27 10:00:00",
        ad_consent: "denied",
      }),
      lead({ ...booked, lead_id: "L4", status: "Lost", status_at: "2026-11-24 10:00:00" }),
    );
    expect(result.retractions).toEqual([]);
    expect(result.clicks.map((row) => `${row[5]} ${row[1]}`)).toEqual([
      "L1 Qualified lead",
      "L2 Qualified lead",
      "L4 Qualified lead",
      "L2 Booked",
    ]);
    expect(result.skipped.filter((s) => s.leadId === "L4")).toEqual([
      {
        leadId: "L4",
        reason:
          "Booked: Lost, but its status_at (2026-11-24 10:00:00) is not a time after booked_at: no retraction",
      },
    ]);
  });
});

describe("cells a spreadsheet would run", () => {
  it("escapes a gclid or lead_id starting with = + - or @ in the upload files", () => {
    const stamped = { booked_at: "2026-11-25 10:00:00" };
    const result = build(
      lead({ ...stamped, lead_id: "@L1", gclid: "=HYPERLINK(1)" }),
      lead({ ...stamped, lead_id: "-L2", gclid: "+g" }),
    );
    expect(result.clicks.map((row) => [row[0], row[5]])).toEqual([
      ["'=HYPERLINK(1)", "'@L1"],
      ["'+g", "'-L2"],
    ]);
    expect(uploadCsv("clicks", result.clicks).split("\r\n")[2]).toBe(
      `'=HYPERLINK(1),Booked,2026-11-25 10:00:00,1,INR,'@L1,Granted,Granted`,
    );
  });
});

describe("reading the sheet", () => {
  it("reads columns by header name, in any order and case, with quoted cells and a byte-order mark", () => {
    const result = buildConversions(
      '\uFEFFNotes,BOOKED_AT,Status_At,status,gclid, lead_id ,AD_CONSENT\n"call back, Tuesday\nlate",2026-11-25 10:00:00,x,Booked,"g""1",L1,granted',
      OPTIONS,
    );
    expect(result.clicks).toEqual([
      ['g"1', "Booked", "2026-11-25 10:00:00", 1, "INR", "L1", "Granted", "Granted"],
    ]);
  });
});

describe("conversion times", () => {
  it("reads an offset, Z, or no offset as India time, and writes yyyy-MM-dd HH:mm:ss in India time", () => {
    const cases: [string, string][] = [
      ["2026-11-25T17:42:05+05:30", "2026-11-25 17:42:05"],
      ["2026-11-25 17:42:05", "2026-11-25 17:42:05"],
      ["2026-11-25T17:42", "2026-11-25 17:42:00"],
      ["2026-11-25 7:42:05", "2026-11-25 07:42:05"],
      ["2026-11-25T20:00:00Z", "2026-11-26 01:30:00"],
      ["2026-11-25T20:00:00.999-04:00", "2026-11-26 05:30:00"],
      ["2026-11-25T20:00:00+0100", "2026-11-26 00:30:00"],
      // A date alone: the day's last second, never before a click that day.
      ["2026-11-25", "2026-11-25 23:59:59"],
    ];
    for (const [input, output] of cases) {
      const at = parseSheetTime(input);
      expect(at, input).not.toBeNull();
      expect(formatConversionTime(at as Date), input).toBe(output);
    }
    expect(parseSheetTime("2026-11-25 17:42:05")?.toISOString()).toBe("2026-11-25T12:12:05.000Z");
  });

  it("rejects what is not such a time", () => {
    for (const input of [
      "",
      "25/11/2026 17:42:05",
      "2026-11-25T",
      "2026-02-29 10:00:00",
      "2026-11-25 24:00:00",
      "2026-11-25T10:00:00+15:00",
      "soon",
    ]) {
      expect(parseSheetTime(input), input).toBeNull();
    }
  });
});

describe("hashing and normalisation", () => {
  it("hashes UTF-8 text to lower-case hex SHA-256", () => {
    expect(sha256Hex("abc")).toBe(SHA_ABC);
  });

  it("hashes an email and phone exactly as the browser's enhanced conversions do, so Google can match them", async () => {
    for (const email of [
      "  John.Smith@GMail.com ",
      "j.o.h.n@googlemail.com",
      "Asha.Verma@Example.IN",
    ]) {
      const browser = await userDataHashes(email, "+919876543210");
      expect(browser.sha256_email_address, email).toBe(sha256Hex(normaliseEmail(email)!));
      expect(browser.sha256_phone_number).toBe(sha256Hex(normalisePhone("+919876543210")!));
    }
    expect(
      (await userDataHashes("John.Smith@gmail.com", "+919876543210")).sha256_email_address,
    ).toBe(SHA_JOHNSMITH_GMAIL);
  });
});

describe("the command line", () => {
  it("reads the file, stages, per-stage values, --now and the output paths", () => {
    const options = parseCliArgs(
      [
        "/tmp/leads.csv",
        "--stages",
        "Qualified lead, site-visit-done",
        "--value-site-visit-done=250",
        "--now",
        "2026-11-30 12:00:00",
      ],
      new Date(0),
    );
    expect(options).toEqual({
      file: "/tmp/leads.csv",
      stages: ["Qualified lead", "Site visit done"],
      values: { "Site visit done": 250 },
      now: NOW,
      leadsOut: "/tmp/leads.enhanced-leads.csv",
      retractionsOut: "/tmp/leads.retractions.csv",
    });
    const defaults = parseCliArgs(
      ["x.csv", "--leads-out", "ecl.csv", "--retractions-out", "r.csv", "--value-Booked", "1000"],
      NOW,
    );
    expect(defaults).toMatchObject({
      stages: [...DEFAULT_STAGES],
      now: NOW,
      leadsOut: "ecl.csv",
      retractionsOut: "r.csv",
    });
    expect(defaults.values).toEqual({ Booked: 1000 });
  });

  it("refuses what it cannot use", () => {
    expect(() => parseCliArgs([], NOW)).toThrow(/one CSV file/);
    expect(() => parseCliArgs(["a.csv", "--stages", "Sold"], NOW)).toThrow(/"Sold" is not one of/);
    expect(() => parseCliArgs(["a.csv", "--value-Sold", "5"], NOW)).toThrow(/no stage/);
    expect(() => parseCliArgs(["a.csv", "--value-Booked", "lots"], NOW)).toThrow(/not a value/);
    expect(() => parseCliArgs(["a.csv", "--now", "tomorrow"], NOW)).toThrow(/--now/);
    expect(() => parseCliArgs(["a.csv", "--verbose", "1"], NOW)).toThrow(/unknown option/);
    expect(() => parseCliArgs(["a.csv", "--stages"], NOW)).toThrow(/needs a value/);
  });
});
