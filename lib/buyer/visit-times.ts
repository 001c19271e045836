/**
 * A video call's slots in the visitor's own time beside India's: "1:30–4:30 pm your time ·
 * 3:00–6:00 pm India", worked out for the chosen day, so daylight saving abroad is honoured.
 */
import type { VisitSlot } from "../content/site-visit";
import type { UiWords } from "../i18n/dictionary";

type SlotWords = Pick<
  UiWords["siteVisitForm"],
  "meridiem" | "videoSlot" | "dayBefore" | "dayAfter"
>;
type Clock = { date: string; minutes: number };

/** India keeps +05:30 all year, so an India wall time on a day is one instant. */
const INDIA_OFFSET = "+05:30";

/** The wall clock in `timeZone` when it is `time` ("HH:MM") in India on `date` (YYYY-MM-DD). */
export function clockIn(timeZone: string, date: string, time: string): Clock {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(`${date}T${time}:00${INDIA_OFFSET}`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** "1:30–4:30 pm", or "11:30 am–2:30 pm" when the meridiem changes. */
function range(start: number, end: number, { am, pm }: SlotWords["meridiem"]): string {
  const hm = (m: number) => `${Math.floor(m / 60) % 12 || 12}:${String(m % 60).padStart(2, "0")}`;
  const half = (m: number) => (m < 12 * 60 ? am : pm);
  return half(start) === half(end)
    ? `${hm(start)}–${hm(end)} ${half(end)}`
    : `${hm(start)} ${half(start)}–${hm(end)} ${half(end)}`;
}

/**
 * The slot's label for a video call on `date`, or undefined where the visitor's clock reads as
 * India's or the browser does not say (then India's own label says it all).
 */
export function videoSlotLabel(
  slot: VisitSlot,
  date: string,
  timeZone: string | undefined,
  words: SlotWords,
): string | undefined {
  if (!timeZone) return undefined;
  let start: Clock;
  let end: Clock;
  try {
    start = clockIn(timeZone, date, slot.start);
    end = clockIn(timeZone, date, slot.end);
  } catch {
    // An unknown zone: India's time is all that can be said.
    return undefined;
  }
  if (start.date === date && start.minutes === toMinutes(slot.start)) return undefined;
  const day =
    start.date < date ? ` ${words.dayBefore}` : start.date > date ? ` ${words.dayAfter}` : "";
  return words.videoSlot
    .replace("{yours}", `${range(start.minutes, end.minutes, words.meridiem)}${day}`)
    .replace("{india}", range(toMinutes(slot.start), toMinutes(slot.end), words.meridiem));
}
