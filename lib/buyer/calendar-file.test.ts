import { afterEach, describe, expect, it } from "vitest";
import { visitSlots } from "../content/site-visit";
import { buildVisitIcs, type VisitEvent } from "./calendar-file";

const morning = visitSlots[0]!;
const event: VisitEvent = {
  date: "2026-12-01",
  slot: morning,
  type: "in person",
  title: "Site visit: Nirala Gateway",
  location: "Nirala Gateway, Sector 12, Greater Noida West, Uttar Pradesh 201306",
  description: "Sales team: +91 120 000 0000; bring a photo ID.",
  uid: "visit-123@nirala-gateway",
};
const now = new Date("2026-11-23T06:30:00Z");
const ics = buildVisitIcs(event, now);

type Property = { name: string; params: string[]; value: string };

/** Content lines as a calendar app reads them: unfolded, split into name, parameters and value. */
function parse(text: string): Property[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(":");
      const [name, ...params] = line.slice(0, colon).split(";");
      return { name: name!, params, value: line.slice(colon + 1) };
    });
}

/** A TEXT value with its backslash escapes undone. */
const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (/n/i.test(char) ? "\n" : char));

/** The properties of the one component named `name` (VEVENT, VTIMEZONE). */
function component(properties: Property[], name: string): Property[] {
  const start = properties.findIndex((p) => p.name === "BEGIN" && p.value === name);
  const end = properties.findIndex((p, i) => i > start && p.name === "END" && p.value === name);
  expect(start).toBeGreaterThan(-1);
  return properties.slice(start + 1, end);
}

const prop = (properties: Property[], name: string) => {
  const found = properties.filter((p) => p.name === name);
  expect(found).toHaveLength(1);
  return found[0]!;
};

const properties = parse(ics);
const vevent = component(properties, "VEVENT");

describe("buildVisitIcs", () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it("is one VEVENT inside a VCALENDAR 2.0, every line ending in CRLF", () => {
    expect(properties[0]).toEqual({ name: "BEGIN", params: [], value: "VCALENDAR" });
    expect(properties.at(-1)).toEqual({ name: "END", params: [], value: "VCALENDAR" });
    expect(prop(properties, "VERSION").value).toBe("2.0");
    expect(properties.filter((p) => p.name === "BEGIN" && p.value === "VEVENT")).toHaveLength(1);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("runs over the slot on that day, India time, with the zone it names defined", () => {
    expect(prop(vevent, "DTSTART")).toEqual({
      name: "DTSTART",
      params: ["TZID=Asia/Kolkata"],
      value: "20261201T100000",
    });
    expect(prop(vevent, "DTEND")).toEqual({
      name: "DTEND",
      params: ["TZID=Asia/Kolkata"],
      value: "20261201T130000",
    });
    expect(prop(vevent, "DTSTAMP").value).toBe("20261123T063000Z");
    const zone = component(properties, "VTIMEZONE");
    expect(prop(zone, "TZID").value).toBe("Asia/Kolkata");
    expect(prop(zone, "TZOFFSETFROM").value).toBe("+0530");
    expect(prop(zone, "TZOFFSETTO").value).toBe("+0530");
  });

  it("writes the same India times whatever the visitor's own time zone", () => {
    for (const zone of ["America/Los_Angeles", "Pacific/Kiritimati", "UTC"]) {
      process.env.TZ = zone;
      const elsewhere = component(parse(buildVisitIcs(event, now)), "VEVENT");
      expect(prop(elsewhere, "DTSTART").value).toBe("20261201T100000");
      expect(prop(elsewhere, "DTEND").value).toBe("20261201T130000");
      expect(prop(elsewhere, "DTSTAMP").value).toBe("20261123T063000Z");
    }
  });

  it("carries the title, address and phone, escaped so commas and semicolons survive", () => {
    expect(prop(vevent, "UID").value).toBe("visit-123@nirala-gateway");
    expect(unescape(prop(vevent, "SUMMARY").value)).toBe(event.title);
    expect(prop(vevent, "LOCATION").value).toBe(
      "Nirala Gateway\\, Sector 12\\, Greater Noida West\\, Uttar Pradesh 201306",
    );
    expect(unescape(prop(vevent, "LOCATION").value)).toBe(event.location);
    expect(prop(vevent, "DESCRIPTION").value).toBe(
      "Sales team: +91 120 000 0000\\; bring a photo ID.",
    );
    expect(unescape(prop(vevent, "DESCRIPTION").value)).toBe(event.description);
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const long = { ...event, description: `Price from ₹ 45 lakh; ${"floor plan, ".repeat(12)}` };
    const folded = buildVisitIcs(long, now);
    expect(folded).toMatch(/\r\n /);
    for (const line of folded.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const description = prop(component(parse(folded), "VEVENT"), "DESCRIPTION").value;
    expect(unescape(description)).toBe(long.description);
  });
});
