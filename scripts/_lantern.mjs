// Prints Lantern's LCP node timings from saved artifacts (-G dir).
import { readFileSync } from "node:fs";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";
const dir = process.argv[2];
const artifacts = JSON.parse(readFileSync(`${dir}/artifacts.json`, "utf8"));
const trace = JSON.parse(readFileSync(`${dir}/defaultPass.trace.json`, "utf8"));
const devtoolsLog = JSON.parse(readFileSync(`${dir}/defaultPass.devtoolslog.json`, "utf8"));
const settings = { ...defaultSettings, ...artifacts.settings };
const data = {
  trace,
  devtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: [],
  simulator: null,
};
const context = { computedCache: new Map(), settings };
for (const [name, M] of [
  ["FCP", LanternFirstContentfulPaint],
  ["LCP", LanternLargestContentfulPaint],
]) {
  const r = await M.request(data, context);
  console.log(
    name,
    Math.round(r.timing),
    "opt",
    Math.round(r.optimisticEstimate.timeInMs),
    "pess",
    Math.round(r.pessimisticEstimate.timeInMs),
  );
  for (const [label, est] of [
    ["opt", r.optimisticEstimate],
    ["pess", r.pessimisticEstimate],
  ]) {
    if (process.env.ONLY && process.env.ONLY !== name) continue;
    const rows = [...est.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of rows) {
      const what =
        node.type === "network"
          ? `${node.request.resourceType} ${node.request.priority} ${node.request.transferSize} ${node.request.url.slice(22, 70)}`
          : `cpu ${Math.round(node.duration ?? 0)}us*`;
      console.log(
        `  ${label} ${String(Math.round(t.startTime)).padStart(5)} → ${String(Math.round(t.endTime)).padStart(5)}  ${what}`,
      );
    }
  }
}
