/**
 * The CPU slowdown `npm run perf` gives Lighthouse, calibrated on the framework floor as
 * Lighthouse's throttling guide advises for hosts of another speed: its 4× is a multiplier of
 * the host's own speed, and shared machines here differ by up to 2.5× on page work (while
 * Lighthouse's BenchmarkIndex, a short script loop, rated the slow ones fast). A host that
 * takes longer over the floor is given a smaller multiplier, so every run emulates one phone.
 */
import { median } from "./perf-summary";

/** Lighthouse's multiplier in its mobile preset. */
export const LIGHTHOUSE_SLOWDOWN = 4;

/**
 * The floor's main-thread work at 4×, ms, on the machine whose runs set the gates (median of 5,
 * Lighthouse 12.6, HTTP/1.1; docs/performance.md, "Where `/`'s main thread goes"). Measure it
 * again when Next, React or Lighthouse change, as the floor changes with them.
 */
export const REFERENCE_FLOOR_WORK_MS = 596;

/** Past these the emulated phone is no longer the same one: reported, not stretched further. */
const LIMITS = { min: 1, max: 8 };

export type Slowdown = { multiplier: number; text: string };

/**
 * The multiplier for this host, from the floor's main-thread work measured at Lighthouse's 4×;
 * `forced` (PERF_CPU_SLOWDOWN) sets it outright, `4` being Lighthouse's own.
 */
export function calibratedSlowdown(floorWorkMs: readonly number[], forced?: string): Slowdown {
  if (forced !== undefined && forced !== "") {
    const multiplier = Number(forced);
    if (!Number.isFinite(multiplier) || multiplier <= 0)
      throw new Error(`PERF_CPU_SLOWDOWN=${forced}: give a positive number, such as 4.`);
    return { multiplier, text: `CPU slowdown ${multiplier}× (PERF_CPU_SLOWDOWN)` };
  }
  const work = median(floorWorkMs);
  if (work === null || work <= 0)
    throw new Error(
      "the floor's main-thread work was not measured, so the CPU cannot be calibrated",
    );
  const exact = (LIGHTHOUSE_SLOWDOWN * REFERENCE_FLOOR_WORK_MS) / work;
  const multiplier = Number(Math.min(LIMITS.max, Math.max(LIMITS.min, exact)).toFixed(2));
  const held =
    multiplier !== Number(exact.toFixed(2))
      ? `, held at ${multiplier}× from ${exact.toFixed(2)}×`
      : "";
  return {
    multiplier,
    text:
      `CPU slowdown ${multiplier}×, calibrated: the floor's main-thread work ${Math.round(work)} ms ` +
      `at ${LIGHTHOUSE_SLOWDOWN}× here, ${REFERENCE_FLOOR_WORK_MS} ms on the reference machine${held}`,
  };
}
