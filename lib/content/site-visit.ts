/** The site-visit booking's facts: the visiting slots and how far ahead a visit can be booked. */
export type VisitSlot = { label: string; start: string; end: string };

/**
 * Slots the sales team shows the site in, India time (24 h "HH:MM" for the calendar file). The
 * label is also the value a lead carries, so it stays here beside the times.
 */
export const visitSlots: readonly VisitSlot[] = [
  { label: "Morning 10 am–1 pm", start: "10:00", end: "13:00" },
  { label: "Afternoon 1–4 pm", start: "13:00", end: "16:00" },
  { label: "Evening 4–7 pm", start: "16:00", end: "19:00" },
];

/** How the site is shown: the value a lead's `visit_type` carries, in the English sales reads. */
export const visitTypes = ["in person", "video call"] as const;
export type VisitType = (typeof visitTypes)[number];

export const visitBooking = {
  /** A visit can be booked from today up to this many days ahead. */
  windowDays: 30,
  timeZone: "Asia/Kolkata",
  /** The lead's `message`, naming the form it came from. */
  source: "site visit",
} as const;

/** A booked visit's reference opens with the project's initials: NG-7F3A2B9C. */
export const visitRefPrefix = "NG";

/** The calendar file offered on /thank-you after a site-visit booking. */
export const visitCalendarFile = { fileName: "Nirala-Gateway-site-visit.ics" } as const;
