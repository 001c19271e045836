/** Pure parts of `npm run perf`: which passes run, medians, goal checks and the report text. */

/** A page against the framework floor of the same run: score, ratios, margins and limits. */
export const GOALS = {
  performance: 90,
  fcpRatio: 1.3,
  lcpRatio: 1,
  tbtRatio: 2,
  cls: 0.01,
  jsOverFloorKiB: 15,
};

type ResourceItem = { resourceType?: string; transferSize?: number };
/** The parts of a Lighthouse result (LHR) the summary reads. */
type Lhr = {
  categories?: Record<string, { score?: number | null }>;
  audits?: Record<string, { numericValue?: number; details?: { items?: ResourceItem[] } }>;
};

export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values
    .filter((v): v is number => typeof v === "number" && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
export type Summary = ReturnType<typeof medianSummary>;

const round = (value: number | null, digits = 0) =>
  value === null ? null : Number(value.toFixed(digits));

const resourceBytes = (lhr: Lhr, type: string) =>
  lhr.audits?.["resource-summary"]?.details?.items?.find((item) => item.resourceType === type)
    ?.transferSize ?? NaN;

/** Per-metric medians across runs of one URL (scores 0–100, times in ms, sizes in KiB). */
export function medianSummary(lhrs: readonly unknown[]) {
  const runs = lhrs as readonly Lhr[];
  const score = (id: string) =>
    round(median(runs.map((l) => (l.categories?.[id]?.score ?? NaN) * 100)));
  const metric = (id: string, digits = 0) =>
    round(median(runs.map((l) => l.audits?.[id]?.numericValue)), digits);
  const kib = (type: string) => round(median(runs.map((l) => resourceBytes(l, type) / 1024)), 1);
  return {
    runs: runs.length,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    si: metric("speed-index"),
    tbt: metric("total-blocking-time"),
    tti: metric("interactive"),
    cls: metric("cumulative-layout-shift", 3),
    jsKiB: kib("script"),
    totalKiB: kib("total"),
  };
}

const ratio = (a: number | null, b: number | null) =>
  a === null || b === null ? null : b === 0 ? (a === 0 ? 1 : Infinity) : a / b;

/**
 * The goals met on clean-clone runs that now fail the run, each with the room this machine's noise
 * takes (docs/performance.md): TBT's ratio swung up to 1.81× with the same page in both columns,
 * and slow shared machines put the page up to 9 points under the floor's score where a quick one
 * had it level. The score is judged against the floor of the same run, which slows down with it.
 */
export const GATES = { tbtRatio: 3.6, pointsUnderFloor: 12 };

/** TBT at or under this is noise on any machine. */
const QUIET_TBT_MS = 50;

/** A goal; `gate` when missing it by more than the noise fails the run. */
type Goal = { ok: boolean; text: string; gate?: { ok: boolean; text: string } };
/** `value` within `max`× the floor's; `forgive` meets it whatever the ratio. */
function timesFloor(
  label: string,
  value: number | null,
  floor: number | null,
  max: number,
  forgive = false,
): Goal {
  const r = ratio(value, floor);
  return {
    ok: forgive || (r !== null && r <= max),
    text: `${label} ${value} ms = ${r === null ? "n/a" : r.toFixed(2)}× floor ${floor} ms (goal ≤ ${max}×)`,
  };
}

/** A goal that also fails the run past `gateOk`'s limit, named in `limit`. */
const gated = (goal: Goal, gateOk: boolean, limit: string): Goal => ({
  ...goal,
  gate: { ok: gateOk, text: limit },
});

/** The goals for a page (`/`, `/hi`), judged against the floor from the same run. */
export function evaluateGoals(page: string, measured: Summary, floor: Summary): Goal[] {
  const jsLimit = floor.jsKiB === null ? null : floor.jsKiB + GOALS.jsOverFloorKiB;
  const score = measured.performance;
  const scoreGate =
    floor.performance === null
      ? null
      : Math.min(GOALS.performance, floor.performance) - GATES.pointsUnderFloor;
  // TBT under 50 ms is noise on any machine; a ratio between two near-zero figures means nothing.
  const quiet = measured.tbt !== null && measured.tbt <= QUIET_TBT_MS;
  // Nor is the floor's: the gate never divides by less (a floor of 40 ms against 49 ms is noise).
  const gateRatio = ratio(
    measured.tbt,
    floor.tbt === null ? null : Math.max(floor.tbt, QUIET_TBT_MS),
  );
  const tbtGate = quiet || (gateRatio !== null && gateRatio <= GATES.tbtRatio);
  return [
    gated(
      {
        ok: score !== null && score >= GOALS.performance,
        text: `${page} performance ${score}, floor ${floor.performance} (goal ≥ ${GOALS.performance})`,
      },
      score !== null && scoreGate !== null && score >= scoreGate,
      `fails under ${scoreGate}`,
    ),
    timesFloor(`${page} FCP`, measured.fcp, floor.fcp, GOALS.fcpRatio),
    timesFloor(`${page} LCP`, measured.lcp, floor.lcp, GOALS.lcpRatio),
    gated(
      timesFloor(`${page} TBT`, measured.tbt, floor.tbt, GOALS.tbtRatio, quiet),
      tbtGate,
      `fails over ${GATES.tbtRatio}× (floor ≥ ${QUIET_TBT_MS} ms)`,
    ),
    {
      ok: measured.cls !== null && measured.cls <= GOALS.cls,
      text: `${page} CLS ${measured.cls} (goal ≤ ${GOALS.cls})`,
    },
    {
      ok: measured.jsKiB !== null && jsLimit !== null && measured.jsKiB <= jsLimit,
      text: `${page} JavaScript ${measured.jsKiB} KiB, floor ${floor.jsKiB} KiB (goal ≤ floor + ${GOALS.jsOverFloorKiB})`,
    },
  ];
}

const ROWS: [string, keyof Summary, string][] = [
  ["Performance score", "performance", ""],
  ["First Contentful Paint", "fcp", " ms"],
  ["Largest Contentful Paint", "lcp", " ms"],
  ["Speed Index", "si", " ms"],
  ["Total Blocking Time", "tbt", " ms"],
  ["Time to Interactive", "tti", " ms"],
  ["Cumulative Layout Shift", "cls", ""],
  ["JavaScript transferred", "jsKiB", " KiB"],
  ["Total transferred", "totalKiB", " KiB"],
  ["Accessibility", "accessibility", ""],
  ["Best practices", "best-practices", ""],
  ["SEO", "seo", ""],
];

/** A Markdown table, readable in a terminal and in reports/perf.md. */
export function formatTable(home: Summary, floor: Summary): string {
  const cell = (value: number | null, unit: string) => (value === null ? "n/a" : `${value}${unit}`);
  const lines = [
    "| Metric (median) | Home `/` | Floor | Home ÷ floor |",
    "| --- | ---: | ---: | ---: |",
  ];
  for (const [label, key, unit] of ROWS) {
    const r = ratio(home[key], floor[key]);
    lines.push(
      `| ${label} | ${cell(home[key], unit)} | ${cell(floor[key], unit)} | ${r === null || !Number.isFinite(r) ? "–" : r.toFixed(2)} |`,
    );
  }
  return lines.join("\n");
}

/** Usable from the first paint, and quick to answer while the page loads. */
export const READINESS_GOALS = { afterFcpMs: 100, inpMs: 200 };

/** One throttled load as scripts/lib/load-readiness.ts measured it (times in ms). */
export type ReadinessRun = {
  fcp: number;
  lcp: number;
  heroSubmit: number;
  enquire: number;
  inp: number | null;
  inpTarget: string;
  /** Where the page stood at the visitor's first tap; null on a load nobody touched. */
  firstTap: { loading: boolean; hydrated: boolean } | null;
};

/** Ready times (median of each load's gap to FCP) from untouched loads; INP from loads acted on. */
export function summarizeReadiness(
  quiet: readonly ReadinessRun[],
  acting: readonly ReadinessRun[],
  hydrating: readonly ReadinessRun[] = [],
) {
  type Moment = (run: ReadinessRun) => number | null;
  const of = (runs: readonly ReadinessRun[], pick: Moment) => round(median(runs.map(pick)));
  const afterFcp = (key: "heroSubmit" | "enquire") => (run: ReadinessRun) => run[key] - run.fcp;
  const slowest = (runs: readonly ReadinessRun[]) => {
    const run = [...runs].sort((a, b) => (b.inp ?? -1) - (a.inp ?? -1))[0];
    return `slowest: ${run?.inp ?? "n/a"} ms, ${run?.inpTarget || "no interaction reported"}`;
  };
  // A tap that lands in a long task of the framework's pays for it: some loads miss while the
  // median holds, so the line says how many met the goal.
  const inpOf = (runs: readonly ReadinessRun[]) => of(runs, (run) => run.inp);
  const inpGoal = (label: string, runs: readonly ReadinessRun[]): Goal => {
    const value = inpOf(runs);
    const met = runs.filter((run) => run.inp !== null && run.inp <= READINESS_GOALS.inpMs).length;
    return {
      ok: value !== null && value <= READINESS_GOALS.inpMs,
      text: `${label} ${value} ms (goal ≤ ${READINESS_GOALS.inpMs} ms; met in ${met} of ${runs.length} loads)`,
    };
  };

  const during = acting.filter((run) => run.firstTap?.loading).length;
  const unhydrated = acting.filter((run) => run.firstTap && !run.firstTap.hydrated).length;
  // The gap spreads widely (the control comes with the first paint or a few frames later), so
  // the median alone hides how often a load misses.
  const usable = (label: string, key: "heroSubmit" | "enquire"): Goal => {
    const gap = of(quiet, afterFcp(key));
    const met = quiet.filter((run) => afterFcp(key)(run) <= READINESS_GOALS.afterFcpMs).length;
    return {
      ok: gap !== null && gap <= READINESS_GOALS.afterFcpMs,
      text: `${label} at FCP + ${gap} ms (goal ≤ FCP + ${READINESS_GOALS.afterFcpMs} ms; met in ${met} of ${quiet.length} loads)`,
    };
  };
  const lines = [
    `Loads nobody touched (${quiet.length}): FCP ${of(quiet, (run) => run.fcp)} ms, LCP ${of(quiet, (run) => run.lcp)} ms; ` +
      `hero submit enabled ${of(quiet, (run) => run.heroSubmit)} ms; "Enquiry Now" leads to the enquiry form ${of(quiet, (run) => run.enquire)} ms`,
    `Loads with a visitor typing and tapping (${acting.length}): hero submit at FCP + ${of(acting, afterFcp("heroSubmit"))} ms, ` +
      `"Enquiry Now" at FCP + ${of(acting, afterFcp("enquire"))} ms`,
    `INP while loading ${inpOf(acting)} ms (${slowest(acting)}); ` +
      `the first tap came before the load event in ${during} of ${acting.length} runs, before hydration in ${unhydrated}`,
  ];
  const goals = [
    usable("Hero submit enabled", "heroSubmit"),
    usable('"Enquiry Now" leads to a form', "enquire"),
    inpGoal("INP while loading", acting),
  ];
  if (hydrating.length > 0) {
    lines.push(
      `Loads with "Enquiry Now" tapped at the load event, as React hydrates (${hydrating.length}): INP ${inpOf(hydrating)} ms (${slowest(hydrating)})`,
    );
    goals.push(inpGoal("INP of a tap as React hydrates", hydrating));
  }
  return { lines, goals };
}

/** What a run measures: the simulated pass's pages, its gates (the exit code), the readiness loads. */
export type PerfPlan = {
  simulated: "all" | "home" | "none";
  gates: boolean;
  readiness: boolean;
  text: string;
};
const plan = (simulated: PerfPlan["simulated"], gates: boolean, readiness: boolean, text: string) =>
  ({ simulated, gates, readiness, text }) as const;
const PLANS: Record<string, PerfPlan> = {
  all: plan("all", true, true, "Every pass: simulated with the gates, and readiness"),
  gates: plan("all", true, false, "The simulated pass and its gates only (PERF_SCOPE=gates)"),
  home: plan("home", false, false, "Simulated / and floor only, no gates (PERF_SCOPE=home)"),
  readiness: plan("none", false, true, "The readiness loads only (PERF_SCOPE=readiness)"),
};

/** PERF_SCOPE=gates is what CI needs; a misspelt scope stops the run rather than run it all. */
export function perfPlan(env: Readonly<Record<string, string | undefined>>): PerfPlan {
  const scope = env.PERF_SCOPE || "all";
  if (!Object.hasOwn(PLANS, scope))
    throw new Error(
      `PERF_SCOPE=${scope}: use ${Object.keys(PLANS).join(", ")}, or leave it unset for every pass.`,
    );
  return PLANS[scope]!;
}

/** One part of the report: its heading, text blocks (a table, a list) and goals. */
export type ReportSection = { heading: string; blocks: string[]; goals: Goal[] };

export const pageLine = (page: string, s: Summary): string =>
  `${page}: performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s["best-practices"]}, ` +
  `SEO ${s.seo}, LCP ${s.lcp} ms, TBT ${s.tbt} ms, CLS ${s.cls}`;

export const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join("\n");

/** True when a gated goal was missed by more than the noise allows: the run fails. */
export const gateFailed = (sections: readonly ReportSection[]): boolean =>
  sections.some((section) => section.goals.some((goal) => goal.gate?.ok === false));

/** The run's figures as Markdown: printed as the run ends, and what reports/perf.md holds. */
export function perfReport(run: {
  title: string;
  sections: readonly ReportSection[];
  /** lhci assert's exit status; null when the gates did not run. Its output names each failed gate. */
  gates: number | null;
}): string {
  const blocks = ["# npm run perf", run.title];
  for (const { heading, blocks: text, goals } of run.sections) {
    const failed = (goal: Goal) => run.gates !== null && goal.gate?.ok === false;
    const verdict = (goal: Goal) => (failed(goal) ? "**FAIL**" : goal.ok ? "ok" : "**WARN**");
    const items = goals.map(
      (goal) => `${verdict(goal)}: ${goal.text}${goal.gate ? `; ${goal.gate.text}` : ""}`,
    );
    blocks.push(`## ${heading}`, ...text.filter(Boolean));
    if (items.length)
      blocks.push(
        "Goals (timing depends on the machine: a goal missed warns; FAIL is a gate missed by more than the noise):",
        list(items),
      );
  }
  if (run.gates !== null) {
    const failures = [
      run.gates !== 0 && "FAILED: lhci assert's output names each failed gate.",
      gateFailed(run.sections) && "FAILED: each goal marked FAIL above missed its gate.",
    ].filter(Boolean);
    blocks.push(
      "## Lighthouse assertions",
      failures.length ? failures.join("\n\n") : "All passed.",
    );
  }
  return `${blocks.join("\n\n")}\n`;
}
