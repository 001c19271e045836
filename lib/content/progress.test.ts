import { describe, expect, it } from "vitest";
import { launchSettings } from "./launch-settings";
import { formatProgressDate, progress, sortMilestones } from "./progress";

describe("sortMilestones", () => {
  it("puts the milestones oldest first, whatever the settings' order, and leaves the settings alone", () => {
    const given = [
      { date: "2026-02-01", milestone: "foundation" },
      { date: "2025-03-10", milestone: "groundBreaking" },
      { date: "2025-09-30", milestone: "excavation" },
    ] as const;
    expect(sortMilestones(given).map((m) => m.date)).toEqual([
      "2025-03-10",
      "2025-09-30",
      "2026-02-01",
    ]);
    expect(given[0].date).toBe("2026-02-01");
  });
});

describe("formatProgressDate", () => {
  it("writes a month as month and year, a day with its day, in the language's words", () => {
    expect(formatProgressDate("2030-04", "en-GB")).toBe("April 2030");
    expect(formatProgressDate("2025-03-10", "en-GB")).toBe("10 March 2025");
    expect(formatProgressDate("2025-03-10", "hi-IN")).toMatch(/^10 [\u0900-\u097F]+ 2025$/);
  });
});

describe("the progress settings", () => {
  it("never target possession after the completion date registered with UP RERA", () => {
    expect(progress.targetPossession).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(progress.targetPossession <= progress.reraCompletion).toBe(true);
  });

  it("date every milestone with a real calendar day, and list them sorted on the page", () => {
    for (const { date } of launchSettings.progressMilestones)
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), date).toBe(date);
    expect(progress.milestones).toEqual(sortMilestones(launchSettings.progressMilestones));
  });

  it("link the reports to the UP RERA portal over https", () => {
    expect(new URL(progress.reraProjectPageUrl).hostname).toMatch(/(^|\.)up-rera\.in$/);
    expect(progress.reraProjectPageUrl).toMatch(/^https:\/\//);
  });
});
