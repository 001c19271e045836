import { describe, expect, it } from "vitest";
import { visitSlots } from "../content/site-visit";
import { isBookableDate, readVisit, rememberVisit, todayInIndia, visitWindow } from "./site-visit";
import { storageKeys } from "../storage-keys";

// 23 Nov 2026, 20:00 UTC is already 24 Nov in India (01:30 IST).
const lateEveningUtc = new Date("2026-11-23T20:00:00Z");
const noonIndia = new Date("2026-11-23T06:30:00Z");

describe("visit date window", () => {
  it("counts days in India time", () => {
    expect(todayInIndia(lateEveningUtc)).toBe("2026-11-24");
    expect(todayInIndia(noonIndia)).toBe("2026-11-23");
  });

  it("runs from today to 30 days ahead, across a month end", () => {
    expect(visitWindow(noonIndia)).toEqual({ min: "2026-11-23", max: "2026-12-23" });
    expect(visitWindow(new Date("2027-02-10T06:00:00Z"))).toEqual({
      min: "2027-02-10",
      max: "2027-03-12",
    });
  });

  it.each(["2026-11-23", "2026-12-01", "2026-12-23"])("accepts %s", (date) => {
    expect(isBookableDate(date, noonIndia)).toBe(true);
  });

  it.each([
    ["yesterday", "2026-11-22"],
    ["31 days ahead", "2026-12-24"],
    ["a day that does not exist", "2026-11-31"],
    ["not a date", "tomorrow"],
    ["blank", ""],
  ])("refuses %s", (_, date) => {
    expect(isBookableDate(date, noonIndia)).toBe(false);
  });

  it("refuses India's yesterday even where the visitor's clock still says it is that day", () => {
    expect(isBookableDate("2026-11-23", lateEveningUtc)).toBe(false);
  });
});

describe("the booked visit in sessionStorage", () => {
  const store = () => {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
  };

  it("is kept, read back and forgotten", () => {
    const session = store();
    const slot = visitSlots[1]!;
    const visit = { date: "2026-12-01", slot, type: "video call", ref: "NG-7F3A2B9C" } as const;
    rememberVisit(session, visit);
    expect(session.data.has(storageKeys.siteVisit)).toBe(true);
    expect(readVisit(session)).toEqual(visit);
    rememberVisit(session, null);
    expect(readVisit(session)).toBeNull();
  });

  it("ignores anything that is not a known slot on a date", () => {
    const session = store();
    session.setItem(
      storageKeys.siteVisit,
      JSON.stringify({ date: "2026-12-01", slot: { label: "Midnight" } }),
    );
    expect(readVisit(session)).toBeNull();
    session.setItem(storageKeys.siteVisit, "{not json");
    expect(readVisit(session)).toBeNull();
    expect(readVisit(null)).toBeNull();
  });

  it("reads an unknown kind as in person, and drops a reference that is not one", () => {
    const session = store();
    const slot = visitSlots[0]!;
    session.setItem(
      storageKeys.siteVisit,
      JSON.stringify({ date: "2026-12-01", slot, type: "hologram", ref: "<b>NG</b>" }),
    );
    expect(readVisit(session)).toEqual({
      date: "2026-12-01",
      slot,
      type: "in person",
      ref: undefined,
    });
  });
});
