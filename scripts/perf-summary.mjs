/** Pure parts of `npm run perf`: medians of Lighthouse reports, the goal checks and the table. */

export const GOALS = { lcpMs: 1200, siMs: 1200, tbtRatio: 1.1 };

const median = (values) => {
  const sorted = values
    .filter((v) => typeof v === "number" && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits = 0) => (value === null ? null : Number(value.toFixed(digits)));

const resourceBytes = (lhr, type) =>
  lhr.audits?.["resource-summary"]?.details?.items?.find((item) => item.resourceType === type)
    ?.transferSize ?? null;

/** Per-metric medians across runs of one URL (scores 0–100, times in ms, sizes in KiB). */
export function medianSummary(lhrs) {
  const score = (id) => round(median(lhrs.map((l) => (l.categories?.[id]?.score ?? NaN) * 100)));
  const metric = (id, digits = 0) =>
    round(median(lhrs.map((l) => l.audits?.[id]?.numericValue)), digits);
  const kib = (type) => round(median(lhrs.map((l) => (resourceBytes(l, type) ?? NaN) / 1024)), 1);
  return {
    runs: lhrs.length,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    si: metric("speed-index"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift", 3),
    jsKiB: kib("script"),
    totalKiB: kib("total"),
  };
}

const ratio = (a, b) =>
  a === null || b === null ? null : b === 0 ? (a === 0 ? 1 : Infinity) : a / b;

/** The goals for the home page, judged against the floor from the same run. */
export function evaluateGoals(home, floor) {
  const tbtRatio = ratio(home.tbt, floor.tbt);
  // TBT under 50 ms is noise on any machine; a ratio between two near-zero figures means nothing.
  const tbtOk = tbtRatio !== null && (tbtRatio <= GOALS.tbtRatio || (home.tbt ?? Infinity) <= 50);
  return [
    {
      ok: home.lcp !== null && home.lcp <= GOALS.lcpMs,
      text: `Home LCP ${home.lcp} ms (goal ≤ ${GOALS.lcpMs} ms)`,
    },
    {
      ok: home.si !== null && home.si <= GOALS.siMs,
      text: `Home Speed Index ${home.si} ms (goal ≤ ${GOALS.siMs} ms)`,
    },
    {
      ok: tbtOk,
      text: `Home TBT ${home.tbt} ms = ${tbtRatio === null ? "n/a" : tbtRatio.toFixed(2)}× floor ${floor.tbt} ms (goal ≤ ${GOALS.tbtRatio}×)`,
    },
    {
      ok:
        home.performance !== null &&
        floor.performance !== null &&
        home.performance >= floor.performance,
      text: `Home performance ${home.performance} vs floor ${floor.performance} (goal: not lower)`,
    },
  ];
}

const ROWS = [
  ["Performance score", "performance", ""],
  ["First Contentful Paint", "fcp", " ms"],
  ["Largest Contentful Paint", "lcp", " ms"],
  ["Speed Index", "si", " ms"],
  ["Total Blocking Time", "tbt", " ms"],
  ["Cumulative Layout Shift", "cls", ""],
  ["JavaScript transferred", "jsKiB", " KiB"],
  ["Total transferred", "totalKiB", " KiB"],
  ["Accessibility", "accessibility", ""],
  ["Best practices", "best-practices", ""],
  ["SEO", "seo", ""],
];

/** A Markdown table (readable in a terminal, pasteable into the README). */
export function formatTable(home, floor) {
  const cell = (value, unit) => (value === null ? "n/a" : `${value}${unit}`);
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
