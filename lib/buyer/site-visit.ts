/**
 * Booking a site visit: the date window in India time, and the booked visit kept for the tab's
 * session so /thank-you can offer it as a calendar file.
 */
import {
  visitBooking,
  visitSlots,
  visitTypes,
  type VisitSlot,
  type VisitType,
} from "../content/site-visit";
import { storageKeys } from "../storage-keys";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in India as YYYY-MM-DD, whatever the visitor's own time zone. */
export function todayInIndia(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: visitBooking.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first and last bookable day, for the date input's min and max. */
export function visitWindow(now: Date): { min: string; max: string } {
  const min = todayInIndia(now);
  return { min, max: addDays(min, visitBooking.windowDays) };
}

/** A real calendar date (not 2026-02-30) inside the window. */
export function isBookableDate(value: string, now: Date): boolean {
  if (!ISO_DATE.test(value)) return false;
  if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) return false;
  const { min, max } = visitWindow(now);
  return value >= min && value <= max;
}

/** The visit just booked: its day and slot, how it is seen, and its reference (none for a bot's). */
export type BookedVisit = {
  date: string;
  slot: VisitSlot;
  type: VisitType;
  ref?: string | undefined;
};

const REF = /^[A-Z]{2,4}-[A-Z\d]{4,10}$/;

export function findSlot(label: string): VisitSlot | undefined {
  return visitSlots.find((slot) => slot.label === label);
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** sessionStorage when the browser allows it (Safari private mode can throw). */
export function visitStore(): Store | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the visit just booked, or forgets an older one when another kind of lead was sent. */
export function rememberVisit(store: Store | null, visit: BookedVisit | null): void {
  try {
    if (visit) store?.setItem(storageKeys.siteVisit, JSON.stringify(visit));
    else store?.removeItem(storageKeys.siteVisit);
  } catch {
    // Storage can be full or blocked; the booking itself has been sent.
  }
}

export function readVisit(store: Store | null): BookedVisit | null {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(storageKeys.siteVisit) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { date, slot, type, ref } = parsed as Partial<
      Record<"date" | "type" | "ref", unknown>
    > & {
      slot?: { label?: unknown };
    };
    const known = typeof slot?.label === "string" ? findSlot(slot.label) : undefined;
    if (typeof date !== "string" || !ISO_DATE.test(date) || !known) return null;
    return {
      date,
      slot: known,
      type: visitTypes.find((candidate) => candidate === type) ?? visitTypes[0],
      ref: typeof ref === "string" && REF.test(ref) ? ref : undefined,
    };
  } catch {
    return null;
  }
}
