import { describe, expect, it } from "vitest";
import { visitSlots } from "../content/site-visit";
import { buildVisitIcs } from "./calendar-file";

const morning = visitSlots[0]!;
const ics = buildVisitIcs(
  {
    date: "2026-12-01",
    slot: morning,
    title: "Site visit: Nirala Gateway",
    location: "Nirala Gateway, Sector 12, Greater Noida West, Uttar Pradesh 201306",
    description: "Sales team: +91 120 000 0000; bring a photo ID.",
    uid: "visit-123@nirala-gateway",
  },
  new Date("2026-11-23T06:30:00Z"),
);
const lines = ics.split("\r\n");

describe("buildVisitIcs", () => {
  it("is one VEVENT inside a VCALENDAR, with CRLF line ends", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  it("runs over the slot on that day, India time", () => {
    expect(lines).toContain("DTSTART;TZID=Asia/Kolkata:20261201T100000");
    expect(lines).toContain("DTEND;TZID=Asia/Kolkata:20261201T130000");
    expect(lines).toContain("TZID:Asia/Kolkata");
    expect(lines).toContain("TZOFFSETTO:+0530");
    expect(lines).toContain("DTSTAMP:20261123T063000Z");
  });

  it("carries the address and the phone, escaped", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "LOCATION:Nirala Gateway\\, Sector 12\\, Greater Noida West\\, Uttar Pradesh 201306",
    );
    expect(unfolded).toContain("DESCRIPTION:Sales team: +91 120 000 0000\\; bring a photo ID.");
    expect(lines).toContain("UID:visit-123@nirala-gateway");
  });

  it("folds lines at 75 octets", () => {
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
