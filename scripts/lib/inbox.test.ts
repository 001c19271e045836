import { describe, expect, it } from "vitest";
import { inboxColumns, parseInbox, tableRows, toCsv } from "./inbox";

const INBOX = [
  JSON.stringify({
    receivedAt: "2026-01-01T10:00:00.000Z",
    name: "Asha, Verma",
    email: "asha@example.in",
    phone: "+91 98765 43210",
    subject: "New enquiry · Nirala Gateway · Hero form",
    page: "/",
  }),
  "{half a line",
  JSON.stringify({ name: 'Ravi "RK" Kumar', phone: "=HYPERLINK(1)", message: "line1\nline2" }),
].join("\n");

describe("the local inbox", () => {
  it("skips lines that are not JSON and puts the usual fields first", () => {
    const leads = parseInbox(INBOX);
    expect(leads).toHaveLength(2);
    expect(inboxColumns(leads)).toEqual([
      "receivedAt",
      "subject",
      "name",
      "email",
      "phone",
      "message",
      "page",
    ]);
  });

  it("quotes CSV fields per RFC 4180 and defuses spreadsheet formulas, phones kept", () => {
    const cells = [
      "Asha, Verma",
      'Ravi "RK"',
      "a\nb",
      "=HYPERLINK(1)",
      "+91 98765 43210",
      undefined,
    ];
    const row = Object.fromEntries(cells.map((cell, index) => [`c${index}`, cell]));
    expect(toCsv([row]).split("\r\n")[1]).toBe(
      `"Asha, Verma","Ravi ""RK""","a\nb",'=HYPERLINK(1),+91 98765 43210,`,
    );
    const csv = toCsv(parseInbox(INBOX));
    expect(csv.split("\r\n")[0]).toBe("receivedAt,subject,name,email,phone,message,page");
    expect(csv).toContain(`,'=HYPERLINK(1),"line1\nline2",`);
  });

  it("gives one row per lead, only the columns asked for, long values cut", () => {
    const rows = tableRows(parseInbox(INBOX), ["name", "phone"], 5);
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!)).toEqual(["name", "phone"]);
    expect(rows[0]!.name).toBe("Asha…");
  });
});
