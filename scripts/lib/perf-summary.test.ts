import { describe, expect, it } from "vitest";
import {
  summarizeReadiness,
  evaluateGoals,
  formatTable,
  gateFailed,
  GATES,
  list,
  medianSummary,
  pageLine,
  perfPlan,
  perfReport,
  type ReportSection,
  type Summary,
} from "./perf-summary";

const lhr = (perf: number, lcp: number, tbt: number, jsBytes: number) => ({
  categories: { performance: { score: perf }, accessibility: { score: 1 }, seo: { score: 1 } },
  audits: {
    "largest-contentful-paint": { numericValue: lcp },
    "total-blocking-time": { numericValue: tbt },
    "cumulative-layout-shift": { numericValue: 0.0004 },
    "resource-summary": {
      details: { items: [{ resourceType: "script", transferSize: jsBytes }] },
    },
  },
});

describe("medianSummary", () => {
  it("takes each metric's median across runs", () => {
    const s = medianSummary([
      lhr(0.9, 1500, 300, 150 * 1024),
      lhr(0.95, 1100, 100, 140 * 1024),
      lhr(0.99, 1000, 200, 145 * 1024),
    ]);
    expect(s).toMatchObject({
      runs: 3,
      performance: 95,
      accessibility: 100,
      lcp: 1100,
      tbt: 200,
      cls: 0,
      jsKiB: 145,
      si: null,
    });
  });
  it("averages the middle two of an even count", () => {
    expect(medianSummary([lhr(1, 1000, 100, 0), lhr(1, 2000, 300, 0)]).tbt).toBe(200);
  });
});

describe("evaluateGoals", () => {
  const base: Summary = {
    runs: 3,
    performance: 98,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    fcp: 800,
    lcp: 1100,
    si: 900,
    tbt: 200,
    tti: 3000,
    cls: 0,
    jsKiB: 140,
    totalKiB: 200,
  };
  const floor: Summary = { ...base, performance: 95, fcp: 800, lcp: 1500, tbt: 300, cls: 0 };
  const home: Summary = {
    ...base,
    performance: 90,
    fcp: 1040,
    lcp: 1500,
    tbt: 600,
    cls: 0.01,
    jsKiB: 155,
  };
  const oks = (page: Summary) => evaluateGoals("/", page, floor).map((g) => g.ok);

  it("meets every goal at a score of 90, FCP ≤ 1.3×, LCP ≤ 1×, TBT ≤ 2×, CLS ≤ 0.01, JS ≤ floor + 15 KiB", () => {
    expect(oks(home)).toEqual([true, true, true, true, true, true]);
  });
  it("warns on each goal it misses, and names the page", () => {
    expect(oks({ ...home, performance: 89 })).toEqual([false, true, true, true, true, true]);
    expect(oks({ ...home, fcp: 1041 })).toEqual([true, false, true, true, true, true]);
    expect(oks({ ...home, lcp: 1501 })).toEqual([true, true, false, true, true, true]);
    expect(oks({ ...home, tbt: 601 })).toEqual([true, true, true, false, true, true]);
    expect(oks({ ...home, cls: 0.011 })).toEqual([true, true, true, true, false, true]);
    expect(oks({ ...home, jsKiB: 155.1 })).toEqual([true, true, true, true, true, false]);
    expect(evaluateGoals("/hi", home, floor)[3]?.text).toBe(
      "/hi TBT 600 ms = 2.00× floor 300 ms (goal ≤ 2×)",
    );
  });
  it("gates the score and the TBT ratio past the noise, and only those", () => {
    const gates = (page: Summary) => evaluateGoals("/", page, floor).map((g) => g.gate?.ok);
    expect(GATES).toEqual({ tbtRatio: 3.6, pointsUnderFloor: 12 });
    // Missed goals within the noise still pass their gates: 12 points under the lower of 90 and
    // the floor's score, TBT up to 3.6× the floor's.
    expect(gates({ ...home, performance: 78, tbt: 1080 })).toEqual([
      true,
      undefined,
      undefined,
      true,
      undefined,
      undefined,
    ]);
    const slowFloor = { ...floor, performance: 83 };
    expect(evaluateGoals("/", { ...home, performance: 71 }, slowFloor)[0]?.gate).toEqual({
      ok: true,
      text: "fails under 71",
    });
    expect(evaluateGoals("/", { ...home, performance: 70 }, slowFloor)[0]?.gate?.ok).toBe(false);
    expect(gates({ ...home, performance: 77 })[0]).toBe(false);
    expect(gates({ ...home, tbt: 1081 })[3]).toBe(false);
    expect(gates({ ...home, tbt: 45 })[3]).toBe(true);
    expect(evaluateGoals("/", { ...home, tbt: 1081 }, floor)[3]?.gate?.text).toBe(
      "fails over 3.6× (floor ≥ 50 ms)",
    );
  });
  it("never divides by a floor's TBT under 50 ms for the gate", () => {
    const quickFloor = { ...floor, tbt: 20 };
    expect(evaluateGoals("/", { ...home, tbt: 180 }, quickFloor)[3]).toMatchObject({
      ok: false,
      gate: { ok: true },
    });
    expect(evaluateGoals("/", { ...home, tbt: 181 }, quickFloor)[3]?.gate?.ok).toBe(false);
  });
  it("treats a TBT under 50 ms as met whatever the ratio", () => {
    expect(evaluateGoals("/", { ...home, tbt: 40 }, { ...floor, tbt: 0 })[3]?.ok).toBe(true);
  });
});

describe("formatTable", () => {
  it("prints both columns and the ratio", () => {
    const s = medianSummary([lhr(0.9, 1000, 110, 1024)]);
    const f = medianSummary([lhr(0.9, 1000, 100, 1024)]);
    const table = formatTable(s, f);
    expect(table).toContain("| Total Blocking Time | 110 ms | 100 ms | 1.10 |");
    expect(table).toContain("| Speed Index | n/a | n/a | – |");
  });
});

describe("summarizeReadiness", () => {
  const run = (fcp: number, heroSubmit: number, enquire: number, inp: number | null) => ({
    fcp,
    lcp: fcp + 400,
    heroSubmit,
    enquire,
    inp,
    inpTarget: inp === null ? "" : `keyboard on #name-${inp}`,
    firstTap: inp === null ? null : { loading: true, hydrated: false },
  });

  it("meets the goals when both controls work by FCP + 100 ms and INP is at most 200 ms", () => {
    const quiet = [run(1000, 1000, 1100, null), run(1200, 1250, 1200, null)];
    const summary = summarizeReadiness(quiet, [
      run(1000, 1300, 1000, 120),
      run(1000, 1000, 1000, 200),
    ]);
    expect(summary.goals.map((goal) => goal.ok)).toEqual([true, true, true]);
    expect(summary.lines[0]).toContain("hero submit enabled 1125 ms");
    expect(summary.lines[1]).toContain("hero submit at FCP + 150 ms");
  });

  it("judges each load's gap to its own first paint, not the gap between the medians", () => {
    // Gaps of 100, 700 and 50 ms: their median is 100 ms; the medians' difference would be 700 ms.
    const quiet = [
      run(1000, 1100, 1000, null),
      run(1200, 1900, 1200, null),
      run(2000, 2050, 2000, null),
    ];
    const hero = summarizeReadiness(quiet, [run(1000, 1000, 1000, 100)]).goals[0]!;
    expect(hero).toEqual({
      ok: true,
      text: "Hero submit enabled at FCP + 100 ms (goal ≤ FCP + 100 ms; met in 2 of 3 loads)",
    });
  });

  it("warns on a control that works only later, and names the slowest interaction", () => {
    const quiet = [run(1000, 1000, 1900, null), run(1000, 1000, 1900, null)];
    const summary = summarizeReadiness(quiet, [
      run(1000, 1000, 1000, 150),
      run(1000, 1000, 1000, 480),
    ]);
    expect(summary.goals.map((goal) => goal.ok)).toEqual([true, false, false]);
    expect(summary.goals[1]!.text).toContain("FCP + 900 ms");
    expect(summary.lines[2]).toContain("480 ms, keyboard on #name-480");
  });

  it("reports the INP of a tap as React hydrates, from its own loads, beside the others", () => {
    const quiet = [run(1000, 1000, 1000, null)];
    const summary = summarizeReadiness(
      quiet,
      [run(1000, 1000, 1000, 150)],
      [run(1000, 1000, 1000, 180), run(1000, 1000, 1000, 420), run(1000, 1000, 1000, 300)],
    );
    expect(summary.goals.map((goal) => goal.ok)).toEqual([true, true, true, false]);
    expect(summary.goals[3]!.text).toBe(
      "INP of a tap as React hydrates 300 ms (goal ≤ 200 ms; met in 1 of 3 loads)",
    );
    expect(summary.lines[3]).toContain("(3): INP 300 ms (slowest: 420 ms, keyboard on #name-420)");
    // Without such loads the summary is as before.
    expect(summarizeReadiness(quiet, [run(1000, 1000, 1000, 150)]).goals).toHaveLength(3);
  });

  it("says in how many loads INP met the goal, a load with no interaction reported not among them", () => {
    const quiet = [run(1000, 1000, 1000, null)];
    const acting = [150, 200, 201, 640, 120].map((inp) => run(1000, 1000, 1000, inp));
    const summary = summarizeReadiness(quiet, [...acting, run(1000, 1000, 1000, null)]);
    expect(summary.goals[2]).toEqual({
      ok: true,
      text: "INP while loading 200 ms (goal ≤ 200 ms; met in 3 of 6 loads)",
    });
  });

  it("does not pass INP when no interaction was reported", () => {
    const quiet = [run(1000, 1000, 1000, null)];
    expect(summarizeReadiness(quiet, quiet).goals[2]!.ok).toBe(false);
  });
});

describe("perfPlan", () => {
  const scope = (PERF_SCOPE?: string) => {
    const { simulated, gates, readiness } = perfPlan({ PERF_SCOPE });
    return { simulated, gates, readiness };
  };
  it("runs every pass without PERF_SCOPE, and only the simulated pass and its gates with gates", () => {
    expect(scope()).toEqual({ simulated: "all", gates: true, readiness: true });
    expect(scope("")).toEqual(scope());
    expect(scope("all")).toEqual(scope());
    expect(scope("gates")).toEqual({ simulated: "all", gates: true, readiness: false });
  });
  it("keeps the two shortcuts, which skip the gates", () => {
    expect(scope("readiness")).toEqual({ simulated: "none", gates: false, readiness: true });
    expect(scope("home")).toEqual({ simulated: "home", gates: false, readiness: false });
  });
  it("stops on a scope it does not know", () => {
    expect(() => perfPlan({ PERF_SCOPE: "gate" })).toThrow("PERF_SCOPE=gate");
    expect(() => perfPlan({ PERF_SCOPE: "toString" })).toThrow("PERF_SCOPE=toString");
  });
  it("says what each plan measured", () => {
    expect(perfPlan({ PERF_SCOPE: "gates" }).text).toContain("gates only");
    expect(perfPlan({}).text).toContain("Every pass");
  });
});

describe("the report", () => {
  const home = medianSummary([lhr(0.99, 1100, 90, 150 * 1024)]);
  const floor = medianSummary([lhr(1, 1600, 60, 140 * 1024)]);
  const simulated: ReportSection = {
    heading: "Simulated 4G",
    blocks: [
      "Medians of 3 interleaved runs, Lighthouse mobile (simulated 4G), HTTP/1.1, 2026-12-01.",
      formatTable(home, floor),
      list([pageLine("/hi", home)]),
    ],
    goals: [
      { ok: true, text: "Home LCP 1100 ms (goal ≤ 1200 ms)" },
      { ok: false, text: "Home TBT 90 ms" },
    ],
  };
  const readiness = { heading: "Usable while / loads", blocks: [list(["INP 150 ms"])], goals: [] };

  it("writes the figures as Markdown, the table intact, each section in turn and the verdict last", () => {
    const report = perfReport({
      title: "Commit abc1234.",
      sections: [simulated, readiness],
      gates: 0,
    });
    expect(report.startsWith("# npm run perf\n\nCommit abc1234.\n\n## Simulated 4G\n")).toBe(true);
    expect(report).toContain(`\n${formatTable(home, floor)}\n`);
    expect(report).toContain("\n- /hi: performance 99,");
    expect(report).toContain("- ok: Home LCP 1100 ms (goal ≤ 1200 ms)\n- **WARN**: Home TBT 90 ms");
    // A section without goals says nothing about them.
    expect(report).toContain(
      "\n\n## Usable while / loads\n\n- INP 150 ms\n\n## Lighthouse assertions",
    );
    expect(report.endsWith("## Lighthouse assertions\n\nAll passed.\n")).toBe(true);
    const failed = perfReport({ title: "t", sections: [], gates: 1 });
    expect(
      failed.endsWith(
        "## Lighthouse assertions\n\nFAILED: lhci assert's output names each failed gate.\n",
      ),
    ).toBe(true);
    const gated: ReportSection = {
      ...simulated,
      goals: [{ ok: false, text: "/ TBT 900 ms", gate: { ok: false, text: "fails over 3.6×" } }],
    };
    expect(gateFailed([readiness, gated])).toBe(true);
    expect(gateFailed([simulated, readiness])).toBe(false);
    const missed = perfReport({ title: "t", sections: [gated], gates: 0 });
    expect(missed).toContain("- **FAIL**: / TBT 900 ms; fails over 3.6×\n");
    expect(missed.endsWith("FAILED: each goal marked FAIL above missed its gate.\n")).toBe(true);
    // Without the gates (PERF_SCOPE=home), a missed gate only warns.
    const ungated = perfReport({ title: "t", sections: [gated], gates: null });
    expect(ungated).toContain("- **WARN**: / TBT 900 ms; fails over 3.6×\n");
    const alone = perfReport({ title: "t", sections: [simulated], gates: null });
    expect(alone).not.toContain("assertions");
    expect(alone).not.toContain("Usable");
  });
});
