import { describe, expect, it } from "vitest";
import { visitSlots } from "../content/site-visit";
import { uiWords } from "../i18n/ui";
import { clockIn, videoSlotLabel } from "./visit-times";

const en = uiWords.en.siteVisitForm;
const hi = uiWords.hi.siteVisitForm;
const [morning, afternoon, evening] = visitSlots as [
  (typeof visitSlots)[number],
  (typeof visitSlots)[number],
  (typeof visitSlots)[number],
];

describe("clockIn", () => {
  it("reads India's wall time on a day in another zone", () => {
    expect(clockIn("Asia/Dubai", "2026-12-04", "15:00")).toEqual({
      date: "2026-12-04",
      minutes: 13 * 60 + 30,
    });
    expect(clockIn("Asia/Kolkata", "2026-12-04", "10:00")).toEqual({
      date: "2026-12-04",
      minutes: 600,
    });
  });
});

describe("videoSlotLabel", () => {
  it("says the visitor's time first, with the words 'your time', then India's", () => {
    expect(videoSlotLabel(afternoon, "2026-12-04", "Asia/Dubai", en)).toBe(
      "11:30 am–2:30 pm your time · 1:00–4:00 pm India",
    );
    expect(videoSlotLabel(evening, "2026-12-04", "Asia/Dubai", en)).toBe(
      "2:30–5:30 pm your time · 4:00–7:00 pm India",
    );
  });

  it("follows New York across daylight saving, on the chosen day", () => {
    // EST (UTC−5) until 8 March 2026, EDT (UTC−4) from then.
    expect(videoSlotLabel(evening, "2026-03-07", "America/New_York", en)).toBe(
      "5:30–8:30 am your time · 4:00–7:00 pm India",
    );
    expect(videoSlotLabel(evening, "2026-03-09", "America/New_York", en)).toBe(
      "6:30–9:30 am your time · 4:00–7:00 pm India",
    );
  });

  it("says when the visitor's clock is on the day before or after", () => {
    expect(videoSlotLabel(morning, "2026-12-04", "America/New_York", en)).toBe(
      "11:30 pm–2:30 am (day before) your time · 10:00 am–1:00 pm India",
    );
    expect(videoSlotLabel(evening, "2026-12-04", "Pacific/Kiritimati", en)).toBe(
      "12:30–3:30 am (next day) your time · 4:00–7:00 pm India",
    );
  });

  it("leaves India's own label to a visitor on India's clock, or in an unknown zone", () => {
    expect(videoSlotLabel(morning, "2026-12-04", "Asia/Kolkata", en)).toBeUndefined();
    expect(videoSlotLabel(morning, "2026-12-04", "Asia/Calcutta", en)).toBeUndefined();
    expect(videoSlotLabel(morning, "2026-12-04", "Not/AZone", en)).toBeUndefined();
  });

  it("speaks Hindi on the Hindi page", () => {
    expect(videoSlotLabel(afternoon, "2026-12-04", "Asia/Dubai", hi)).toBe(
      "आपके समय से 11:30 am–2:30 pm · भारत में 1:00–4:00 pm",
    );
  });
});
