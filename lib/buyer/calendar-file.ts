/** The booked site visit as an iCalendar file that every calendar app imports (ical-generator). */
import ical, { ICalCalendarMethod } from "ical-generator";
import type { BookedVisit } from "./site-visit";

export type VisitEvent = BookedVisit & {
  title: string;
  location: string;
  description: string;
  /** Unique per booking, so importing twice updates rather than duplicates. */
  uid: string;
};

const ZONE = "Asia/Kolkata";

// India keeps one offset all year, so a single STANDARD rule describes the zone fully.
const INDIA_ZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0530",
  "TZOFFSETTO:+0530",
  "TZNAME:IST",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

export function buildVisitIcs(event: VisitEvent, now: Date): string {
  const calendar = ical({
    prodId: "//Nirala Gateway//Site visit//EN",
    scale: "GREGORIAN",
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: (zone) => (zone === ZONE ? INDIA_ZONE : null) },
  });
  calendar.createEvent({
    id: event.uid,
    stamp: now,
    // Wall-clock strings come back out as that time in ZONE, whatever the visitor's own zone.
    start: `${event.date}T${event.slot.start}:00`,
    end: `${event.date}T${event.slot.end}:00`,
    timezone: ZONE,
    summary: event.title,
    location: event.location,
    description: event.description,
  });
  // Every content line, the last one too, ends in CRLF.
  return `${calendar.toString().trimEnd()}\r\n`;
}
