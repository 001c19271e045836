/**
 * Lighthouse CI for the built export, driven by scripts/perf.ts (`npm run perf`), which serves
 * out/ on PERF_PORT and the framework floor (bench/floor/out) on PERF_PORT + 1, over HTTP/2 with
 * TLS as the CDNs do (PERF_PROTOCOL=http1 for plain HTTP/1.1).
 * Mobile default config (Moto G Power, simulated 4G), with the CPU slowdown scripts/perf.ts
 * calibrates on the floor so every machine emulates the same phone. Only deterministic checks
 * fail the run: category scores, CLS and resource budgets. Timing metrics only warn here, because
 * the machine is shared and noisy; scripts/perf.ts judges them against the floor from the same run, and fails the
 * run on the score and TBT past that noise.
 */
// The byte budgets, one file shared with npm run size.
const budgets = require("./scripts/lib/budgets.json");

const port = Number(process.env.PERF_PORT ?? 4310);
const tls = process.env.PERF_PROTOCOL !== "http1";
const site = `${tls ? "https" : "http"}://localhost:${port}`;
const KIB = 1024;

const chromePath = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Trust only the throwaway certificate scripts/perf.ts made for this run (by its key's hash).
  ...(tls && process.env.PERF_TLS_SPKI
    ? [`--ignore-certificate-errors-spki-list=${process.env.PERF_TLS_SPKI}`]
    : []),
].join(" ");

const median = { aggregationMethod: "median" };
// Lighthouse's transfer sizes include response headers: ~1.8 KiB of security headers (CSP,
// HSTS, ...) on every response over HTTP/1.1, much less over HTTP/2 (HPACK). The budgets
// themselves are on bodies (npm run size); this allowance covers the headers of the ~10 script
// and ~20 total first-load requests.
const SCRIPT_HEADERS = 16 * KIB;
const ALL_HEADERS = 40 * KIB;
const perfect = (category) => [`categories:${category}`, ["error", { minScore: 1, ...median }]];

const everyPage = Object.fromEntries([
  perfect("accessibility"),
  perfect("best-practices"),
  perfect("seo"),
  ["cumulative-layout-shift", ["error", { maxNumericValue: 0.01, ...median }]],
]);

module.exports = {
  ci: {
    collect: {
      url: [`${site}/`, `${site}/hi`, `${site}/thank-you`, `${site}/disclaimer`],
      numberOfRuns: 3,
      chromePath,
      settings: { chromeFlags },
    },
    assert: {
      assertMatrix: [
        // /thank-you is collected with the is-crawlable audit skipped (scripts/perf.ts): the page
        // is noindex on purpose, and every other SEO audit must still pass.
        { matchingUrlPattern: `^${site}/(hi|thank-you|disclaimer)?$`, assertions: everyPage },
        {
          matchingUrlPattern: `^${site}/$`,
          assertions: {
            // Budgets on what the browser fetched (gzip from the preview server, plus headers);
            // npm run size checks the bodies exactly, from the files.
            "resource-summary:script:size": [
              "error",
              { maxNumericValue: budgets.jsKiB * KIB + SCRIPT_HEADERS, ...median },
            ],
            "resource-summary:stylesheet:size": [
              "error",
              { maxNumericValue: budgets.cssKiB * KIB, ...median },
            ],
            // The two Latin faces, plus the cut of Devanagari the links to the Hindi pages are
            // drawn in (npm run size holds it to budgets.linksFontKiB).
            "resource-summary:font:count": [
              "error",
              { maxNumericValue: budgets.fontFiles + 1, ...median },
            ],
            "resource-summary:total:size": [
              "error",
              { maxNumericValue: budgets.totalKiB * KIB + ALL_HEADERS, ...median },
            ],
            // Swiper's chunk is ours, but the map and the ads tag are third parties: none before use.
            "resource-summary:third-party:count": ["error", { maxNumericValue: 0, ...median }],
            // Goals, not gates (see README, Performance).
            "largest-contentful-paint": ["warn", { maxNumericValue: 1200, ...median }],
            "speed-index": ["warn", { maxNumericValue: 1200, ...median }],
            "categories:performance": ["warn", { minScore: 0.9, ...median }],
          },
        },
      ],
    },
  },
};
