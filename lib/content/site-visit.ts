/** The site-visit booking: its copy, the visiting slots and how far ahead a visit can be booked. */
import { contact } from "./project";

export type VisitSlot = { label: string; start: string; end: string };

/** Slots the sales team shows the site in, India time (24 h "HH:MM" for the calendar file). */
export const visitSlots: readonly VisitSlot[] = [
  { label: "Morning 10 am–1 pm", start: "10:00", end: "13:00" },
  { label: "Afternoon 1–4 pm", start: "13:00", end: "16:00" },
  { label: "Evening 4–7 pm", start: "16:00", end: "19:00" },
];

/** A visit can be booked from today up to this many days ahead. */
const windowDays = 30;

export const siteVisit = {
  windowDays,
  timeZone: "Asia/Kolkata",
  /** The lead's `message`, naming the form it came from. */
  source: "site visit",
  eyebrow: "Site visit",
  heading: "See Nirala Gateway for yourself",
  intro: `Walk the site, the sample studio and the retail promenade with a sales advisor. Pick a day in the next ${windowDays} days and a time that suits you; we confirm by phone.`,
  formHeading: "Book a site visit",
  points: [
    "A sales advisor meets you at the site office",
    "Sample plans, floor mix and today's price list",
    "Seven days a week, by appointment",
  ],
  dateLabel: "Preferred date",
  slotLabel: "Preferred time",
  slotPlaceholder: "Select a time",
  submitLabel: "Book a Site Visit",
  dateMissing: "Please choose a date.",
  dateOutOfWindow: `Choose a date from today up to ${windowDays} days ahead.`,
} as const;

/** Offered on /thank-you after a site-visit booking. */
export const visitCalendar = {
  heading: "Your site visit",
  body: "Save it to your calendar so you have the address and our number on the day.",
  buttonLabel: "Add to calendar",
  fileName: "Nirala-Gateway-site-visit.ics",
  eventTitle: "Site visit: Nirala Gateway",
  eventDescription: `Site visit with ${contact.partnerName}. Sales phone: ${contact.phoneDisplay}.`,
} as const;
