import { describe, expect, it } from "vitest";
import {
  calibratedSlowdown,
  LIGHTHOUSE_SLOWDOWN,
  REFERENCE_FLOOR_WORK_MS,
} from "./cpu-calibration";

describe("calibratedSlowdown", () => {
  it("keeps Lighthouse's 4× on a host as quick as the reference", () => {
    const { multiplier } = calibratedSlowdown([REFERENCE_FLOOR_WORK_MS]);
    expect(multiplier).toBe(LIGHTHOUSE_SLOWDOWN);
  });

  it("lowers it in proportion on a slower host, from the median of the floor's runs", () => {
    const slower = 2.5 * REFERENCE_FLOOR_WORK_MS;
    const { multiplier, text } = calibratedSlowdown([slower, 9_999, slower - 1]);
    expect(multiplier).toBeCloseTo(LIGHTHOUSE_SLOWDOWN / 2.5, 2);
    expect(text).toContain(`${Math.round(slower)} ms`);
  });

  it("raises it on a quicker host", () => {
    expect(calibratedSlowdown([REFERENCE_FLOOR_WORK_MS / 1.5]).multiplier).toBe(6);
  });

  it("holds it between 1× and 8×, and says so", () => {
    const slow = calibratedSlowdown([REFERENCE_FLOOR_WORK_MS * 10]);
    expect(slow.multiplier).toBe(1);
    expect(slow.text).toContain("held at 1×");
    expect(calibratedSlowdown([REFERENCE_FLOOR_WORK_MS / 4]).multiplier).toBe(8);
  });

  it("takes PERF_CPU_SLOWDOWN as given, and refuses what is not a multiplier", () => {
    expect(calibratedSlowdown([], "4")).toMatchObject({ multiplier: 4 });
    expect(() => calibratedSlowdown([], "fast")).toThrow(/PERF_CPU_SLOWDOWN=fast/);
    expect(() => calibratedSlowdown([], "0")).toThrow(/positive/);
  });

  it("refuses to guess when the floor was not measured", () => {
    expect(() => calibratedSlowdown([])).toThrow(/not measured/);
    expect(() => calibratedSlowdown([Number.NaN])).toThrow(/not measured/);
  });
});
