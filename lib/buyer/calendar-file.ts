/** The booked site visit as an iCalendar file (RFC 5545) that every calendar app imports. */
import type { BookedVisit } from "./site-visit";

export type VisitEvent = BookedVisit & {
  title: string;
  location: string;
  description: string;
  /** Unique per booking, so importing twice updates rather than duplicates. */
  uid: string;
};

/** Commas, semicolons, backslashes and newlines must be escaped in text values. */
const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");

const localStamp = (date: string, time: string) =>
  `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;

const utcStamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Lines longer than 75 octets are folded with CRLF and a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 74;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join("\r\n ");
}

export function buildVisitIcs(event: VisitEvent, now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Nirala Gateway//Site visit//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    // India keeps one offset all year, so a single STANDARD rule describes the zone fully.
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Kolkata",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=Asia/Kolkata:${localStamp(event.date, event.slot.start)}`,
    `DTEND;TZID=Asia/Kolkata:${localStamp(event.date, event.slot.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
