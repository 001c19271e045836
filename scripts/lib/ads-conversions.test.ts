import { describe, expect, it } from "vitest";
import {
  DEFAULT_STAGES,
  buildConversions,
  clickConversionsCsv,
  formatConversionTime,
  leadConversionsCsv,
  parseCliArgs,
  parseSheetTime,
  sha256Hex,
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

const HEADER =
  "lead_id,submitted_at,name,email,phone,phone_e164,gclid,gbraid,wbraid,status,status_at,notes";

function sheet(...rows: string[]): string {
  return [HEADER, ...rows].join("\n");
}

describe("the click conversions file", () => {
  it("has the time zone line, Google's header and one row per lead with a gclid in a stage", () => {
    const result = buildConversions(
      sheet(
        "L1,2026-11-20 10:00:00,Asha,asha@example.in,,+919876543210,Cj0KCQ-abc_1,,,Qualified lead,2026-11-25T17:42:05+05:30,",
        "L2,2026-11-20 11:00:00,Ravi,ravi@example.in,,,Cj0KCQ-def_2,,,Booked,2026-11-21 09:05:00,",
      ),
      { ...OPTIONS, values: { Booked: 1000 } },
    );
    expect(result.leads).toEqual([]);
    expect(result.skipped).toEqual([]);
    expect(clickConversionsCsv(result.clicks)).toBe(
      [
        "Parameters:TimeZone=Asia/Kolkata",
        "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Order ID",
        // Sorted by conversion time; Booked carries its --value, the other stage the default 1.
        "Cj0KCQ-def_2,Booked,2026-11-21 09:05:00,1000,INR,L2",
        "Cj0KCQ-abc_1,Qualified lead,2026-11-25 17:42:05,1,INR,L1",
        "",
      ].join("\r\n"),
    );
  });

  it("counts rows in no stage as ignored and matches a stage whatever its case and spacing", () => {
    const result = buildConversions(
      sheet(
        "L1,,,,,,g1,,,New,2026-11-25 10:00:00,",
        "L2,,,,,,g2,,,Contacted,2026-11-25 10:00:00,",
        "L3,,,,,,g3,,,Lost,2026-11-25 10:00:00,",
        "L4,,,,,,g4,,,,2026-11-25 10:00:00,",
        "L5,,,,,,g5,,,  site VISIT   done ,2026-11-25 10:00:00,",
        ",,,,,,,,,,,",
      ),
      OPTIONS,
    );
    expect(result.ignored).toBe(4);
    expect(result.clicks.map((c) => [c.leadId, c.name])).toEqual([["L5", "Site visit done"]]);
  });

  it("uses only the stages asked for", () => {
    const result = buildConversions(
      sheet(
        "L1,,,,,,g1,,,Qualified lead,2026-11-25 10:00:00,",
        "L2,,,,,,g2,,,Booked,2026-11-25 10:00:00,",
      ),
      { stages: ["Booked"], now: NOW },
    );
    expect(result.clicks.map((c) => c.leadId)).toEqual(["L2"]);
    expect(result.ignored).toBe(1);
  });
});

describe("the enhanced conversions for leads file", () => {
  it("takes leads without a gclid, with the SHA-256 of the normalised email and phone", () => {
    const result = buildConversions(
      sheet(
        // gbraid only (an iOS app click): matched by email and phone instead.
        "L1,2026-11-20 10:00:00,John,  John.Smith@GMail.com ,98765 43210,+919876543210,,GBR-1,,Booked,2026-11-26 18:00:00,",
        // wbraid only, email only.
        "L2,2026-11-20 10:00:00,Asha,asha@example.in,,,,,WBR-1,Qualified lead,2026-11-24T12:00:00Z,",
        // No click ID at all, phone typed with its country code only.
        'L3,2026-11-20 10:00:00,Ravi,,"+91 98765-43210",,,,,Site visit done,2026-11-25 08:00:00,',
      ),
      OPTIONS,
    );
    expect(result.clicks).toEqual([]);
    expect(result.skipped).toEqual([]);
    expect(leadConversionsCsv(result.leads)).toBe(
      [
        "Parameters:TimeZone=Asia/Kolkata",
        "Email,Phone Number,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Order ID",
        `${SHA_ASHA_EXAMPLE},,Qualified lead,2026-11-24 17:30:00,1,INR,L2`,
        `,${SHA_PHONE},Site visit done,2026-11-25 08:00:00,1,INR,L3`,
        `${SHA_JOHNSMITH_GMAIL},${SHA_PHONE},Booked,2026-11-26 18:00:00,1,INR,L1`,
        "",
      ].join("\r\n"),
    );
  });

  it("writes a status_at given as a date alone as that day's last second", () => {
    const { leads } = buildConversions(
      sheet("L1,2026-11-25 15:00:00,,asha@example.in,,,,,,Booked,2026-11-25,"),
      OPTIONS,
    );
    expect(leadConversionsCsv(leads).split("\r\n")[2]).toBe(
      `${SHA_ASHA_EXAMPLE},,Booked,2026-11-25 23:59:59,1,INR,L1`,
    );
  });

  it("sends a lead with a gclid to the click file only, even with an email", () => {
    const result = buildConversions(
      sheet("L1,,,asha@example.in,,+919876543210,g1,GBR,,Booked,2026-11-25 10:00:00,"),
      OPTIONS,
    );
    expect(result.clicks.map((c) => c.leadId)).toEqual(["L1"]);
    expect(result.leads).toEqual([]);
  });
});

describe("reading the sheet", () => {
  it("reads columns by header name, in any order, with extra columns and any header case", () => {
    const inOrder = buildConversions(
      sheet(
        "L1,,,,,,g1,,,Booked,2026-11-25 10:00:00,call back",
        "L2,,,asha@example.in,,,,,,Qualified lead,2026-11-24 10:00:00,",
      ),
      OPTIONS,
    );
    const shuffled = buildConversions(
      [
        "Notes,STATUS_AT,budget,Status,gclid,Email, lead_id ,page",
        '"call back, Tuesday",2026-11-25 10:00:00,76-85 L,Booked,g1,,L1,/',
        ",2026-11-24 10:00:00,,Qualified lead,,asha@example.in,L2,/hi",
      ].join("\n"),
      OPTIONS,
    );
    expect(shuffled).toEqual(inOrder);
    expect(shuffled.clicks).toHaveLength(1);
    expect(shuffled.leads).toHaveLength(1);
  });

  it("reads quoted cells with commas, quotes and line breaks, and a byte-order mark", () => {
    const result = buildConversions(
      "\uFEFF" +
        sheet('L1,,"Verma, Asha","",,,"g""1",,,Booked,2026-11-25 10:00:00,"line one\nline two"'),
      OPTIONS,
    );
    expect(result.clicks.map((c) => [c.leadId, c.gclid])).toEqual([["L1", 'g"1']]);
  });

  it("refuses a CSV without the lead_id, status or status_at column", () => {
    expect(() => buildConversions("lead_id,gclid,status\nL1,g1,Booked", OPTIONS)).toThrow(
      /no status_at column/,
    );
    expect(() => buildConversions("", OPTIONS)).toThrow(/empty/);
  });
});

describe("skipped leads", () => {
  it("lists each skipped lead with its reason", () => {
    const result = buildConversions(
      sheet(
        "L1,,,,,,,,,Booked,2026-11-25 10:00:00,",
        "L2,,,,98765 43210,,,GBR-2,,Booked,2026-11-25 10:00:00,",
        "L3,,,,,,g3,,,Booked,25/11/2026 10:00:00,",
        "L4,,,,,,g4,,,Booked,,",
        "L5,,,,,,g5,,,Booked,2026-12-01 10:00:00,",
        ",,,,,,g6,,,Booked,2026-02-30 10:00:00,",
        "L7,2026-11-30 09:00:00,,,,,g7,,,Booked,2026-11-30,",
        "L8,2026-11-25 15:00:00,,,,,g8,,,Booked,2026-11-25 00:00:00,",
      ),
      OPTIONS,
    );
    expect(result.clicks).toEqual([]);
    expect(result.leads).toEqual([]);
    expect(result.skipped).toEqual([
      { leadId: "L1", reason: "Booked: no gclid, no email or +country phone to match on" },
      {
        leadId: "L2",
        reason: "Booked: no gclid, only a gbraid/wbraid and no email or +country phone to match on",
      },
      {
        leadId: "L3",
        reason:
          'Booked: unreadable status_at "25/11/2026 10:00:00" (expected 2026-11-25 17:42:05, 2026-11-25T17:42:05+05:30 or 2026-11-25)',
      },
      { leadId: "L4", reason: "Booked: no status_at, so no conversion time" },
      { leadId: "L5", reason: "Booked: status_at 2026-12-01 10:00:00 is in the future" },
      {
        leadId: "row 7",
        reason:
          'Booked: unreadable status_at "2026-02-30 10:00:00" (expected 2026-11-25 17:42:05, 2026-11-25T17:42:05+05:30 or 2026-11-25)',
      },
      {
        leadId: "L7",
        reason:
          "Booked: status_at 2026-11-30 is in the future (a date alone counts as 23:59:59 that day)",
      },
      {
        leadId: "L8",
        reason:
          "Booked: status_at 2026-11-25 00:00:00 is before the lead was submitted (2026-11-25 15:00:00): Google Ads rejects a conversion before its click",
      },
    ]);
  });
});

describe("the 90-day rule", () => {
  it("keeps a status set exactly 90 days before --now and skips one a second older", () => {
    const result = buildConversions(
      sheet(
        "L1,,,,,,g1,,,Booked,2026-09-01T12:00:00+05:30,",
        "L2,,,,,,g2,,,Booked,2026-09-01T11:59:59+05:30,",
      ),
      OPTIONS,
    );
    expect(result.clicks.map((c) => c.leadId)).toEqual(["L1"]);
    expect(result.skipped).toEqual([
      {
        leadId: "L2",
        reason: "Booked: older than 90 days: Google Ads accepts clicks up to 90 days",
      },
    ]);
  });

  it("skips a recent status on a lead submitted more than 90 days ago (the click is older)", () => {
    const result = buildConversions(
      sheet("L1,2026-08-15 10:00:00,,,,,g1,,,Booked,2026-11-25 10:00:00,"),
      OPTIONS,
    );
    expect(result.clicks).toEqual([]);
    expect(result.skipped[0]?.reason).toMatch(/^Booked: lead submitted more than 90 days ago/);
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
      "25/11/2026",
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

  it("trims and lower-cases an email, and drops the dots before @ for gmail.com and googlemail.com only", () => {
    expect(normaliseEmail("  John.Smith@GMail.com ")).toBe("johnsmith@gmail.com");
    expect(normaliseEmail("j.o.h.n@googlemail.com")).toBe("john@googlemail.com");
    expect(normaliseEmail("Asha.Verma@Example.IN")).toBe("asha.verma@example.in");
    expect(normaliseEmail("a.b+tag@gmail.com")).toBe("ab+tag@gmail.com");
    for (const bad of ["", "asha", "@example.in", "asha@", "as ha@example.in"]) {
      expect(normaliseEmail(bad), bad).toBeNull();
    }
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

  it("takes phone_e164 first, else a phone typed with + and its country code, else nothing", () => {
    expect(normalisePhone("+919876543210", "98765 43210")).toBe("+919876543210");
    expect(normalisePhone("", "+91 (98765) 432-10")).toBe("+919876543210");
    expect(normalisePhone("not a phone", "+44 20 7031 3000")).toBe("+442070313000");
    expect(normalisePhone("", "98765 43210")).toBeNull();
    expect(normalisePhone("", "09876543210")).toBeNull();
    expect(normalisePhone("919876543210", "")).toBeNull();
  });
});

describe("CSV quoting", () => {
  it("quotes a stage name that needs it in the upload file", () => {
    const { clicks } = buildConversions(sheet('L1,,,,,,g1,,,"Booked ""A""",2026-11-25 10:00:00,'), {
      stages: ['Booked "A"'],
      now: NOW,
    });
    expect(clickConversionsCsv(clicks).split("\r\n")[2]).toBe(
      'g1,"Booked ""A""",2026-11-25 10:00:00,1,INR,L1',
    );
  });
});

describe("the command line", () => {
  it("reads the file, stages, per-stage values, --now and the leads file path", () => {
    const options = parseCliArgs(
      [
        "/tmp/leads.csv",
        "--stages",
        "Qualified lead, Site visit done,Booked",
        "--value-Booked",
        "1000",
        "--value-site-visit-done=250",
        "--now",
        "2026-11-30 12:00:00",
      ],
      new Date(0),
    );
    expect(options).toEqual({
      file: "/tmp/leads.csv",
      stages: ["Qualified lead", "Site visit done", "Booked"],
      values: { Booked: 1000, "Site visit done": 250 },
      now: NOW,
      leadsOut: "/tmp/leads.enhanced-leads.csv",
    });
    const defaults = parseCliArgs(["x.csv", "--leads-out", "ecl.csv"], NOW);
    expect(defaults.stages).toEqual([...DEFAULT_STAGES]);
    expect(defaults.now).toBe(NOW);
    expect(defaults.leadsOut).toBe("ecl.csv");
  });

  it("refuses what it cannot use", () => {
    expect(() => parseCliArgs([], NOW)).toThrow(/one CSV file/);
    expect(() => parseCliArgs(["a.csv", "--value-Sold", "5"], NOW)).toThrow(/no stage/);
    expect(() => parseCliArgs(["a.csv", "--value-Booked", "lots"], NOW)).toThrow(/not a value/);
    expect(() => parseCliArgs(["a.csv", "--now", "tomorrow"], NOW)).toThrow(/--now/);
    expect(() => parseCliArgs(["a.csv", "--verbose", "1"], NOW)).toThrow(/unknown option/);
    expect(() => parseCliArgs(["a.csv", "--stages"], NOW)).toThrow(/needs a value/);
  });
});
