// Types for scripts/perf-summary.mjs (plain JavaScript so `npm run perf` runs on bare Node).
export declare const GOALS: { lcpMs: number; siMs: number; tbtRatio: number };
export type Summary = {
  runs: number;
  performance: number | null;
  accessibility: number | null;
  "best-practices": number | null;
  seo: number | null;
  fcp: number | null;
  lcp: number | null;
  si: number | null;
  tbt: number | null;
  cls: number | null;
  jsKiB: number | null;
  totalKiB: number | null;
};
export declare function medianSummary(lhrs: unknown[]): Summary;
export declare function evaluateGoals(
  home: Summary,
  floor: Summary,
): { ok: boolean; text: string }[];
export declare function formatTable(home: Summary, floor: Summary): string;
