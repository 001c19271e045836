#!/usr/bin/env node
/**
 * `npm run perf`: Lighthouse CI (lighthouserc.cjs) on the built export, with the framework floor
 * (bench/floor) measured in the same run, interleaved, so machine noise hits both alike.
 * Order per round: home, floor, /thank-you, /disclaimer; 3 rounds. Then `lhci assert` (exit code of
 * the run) and a table of medians with the goals. Servers are stopped on every exit path.
 *
 * Both sites are served over HTTP/2 with TLS, as every CDN in the README serves them: a throwaway
 * certificate (openssl) that only this run's Chrome trusts. Lighthouse simulates the protocol it
 * observes, and HTTP/1.1 would cost each early request a connection of its own, which production
 * never pays. PERF_PROTOCOL=http1 measures over plain HTTP/1.1 instead.
 *
 *   PERF_PORT=4310 PERF_RUNS=3 npm run perf   (out/ on PERF_PORT, the floor on PERF_PORT + 1)
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash, createPublicKey } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GOALS, evaluateGoals, medianSummary, formatTable } from "./perf-summary.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.PERF_PORT ?? 4310);
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const PROTOCOL = process.env.PERF_PROTOCOL ?? "h2";
if (PROTOCOL !== "h2" && PROTOCOL !== "http1") {
  console.error(`[perf] PERF_PROTOCOL must be h2 or http1, not ${PROTOCOL}.`);
  process.exit(1);
}
const tls = PROTOCOL === "h2";
const scheme = tls ? "https" : "http";
const site = `${scheme}://localhost:${port}`;
const floor = `${scheme}://localhost:${port + 1}`;
const lhciDir = path.join(root, ".lighthouseci");
const lhci = path.join(root, "node_modules", "@lhci", "cli", "src", "cli.js");
const env = { ...process.env, PERF_PORT: String(port), PERF_PROTOCOL: PROTOCOL };

/** A self-signed certificate for localhost, and the hash of its key, which Chrome is told to trust. */
function makeCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), "perf-tls-"));
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const made = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost"],
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  if (made.error || made.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `openssl could not make the test certificate (${made.error?.message ?? made.stderr?.toString().trim()}). Install openssl, or run PERF_PROTOCOL=http1 npm run perf.`,
    );
  }
  const pem = readFileSync(cert);
  const spki = createHash("sha256")
    .update(createPublicKey(pem).export({ type: "spki", format: "der" }))
    .digest("base64");
  return { dir, cert, key, pem, spki };
}

const certificate = tls ? makeCertificate() : null;
if (certificate) env.PERF_TLS_SPKI = certificate.spki;

const servers = [];
function stopServers() {
  for (const child of servers.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  }
  if (certificate) rmSync(certificate.dir, { recursive: true, force: true });
}
process.on("exit", stopServers);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    stopServers();
    process.exit(130);
  });
}

function run(args, options = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    env,
    stdio: "inherit",
    ...options,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** The status the server at `url` answers with (trusting this run's certificate), 0 if none. */
function answers(url) {
  return new Promise((resolve) => {
    const options = certificate ? { ca: certificate.pem } : {};
    const req = (tls ? httpsRequest : httpRequest)(url, options, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
    req.end();
  });
}

async function serve(dir, servePort) {
  const url = `${scheme}://localhost:${servePort}/`;
  // Otherwise Lighthouse would silently measure whatever already listens there.
  if (await answers(url))
    throw new Error(`Port ${servePort} is in use; set PERF_PORT to a free port.`);
  const child = spawn(
    process.execPath,
    [
      "scripts/preview-server.mjs",
      "--dir",
      dir,
      "--port",
      String(servePort),
      "--leads",
      path.join(tmpdir(), `perf-leads-${servePort}.jsonl`),
      ...(certificate ? ["--tls-cert", certificate.cert, "--tls-key", certificate.key] : []),
    ],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );
  servers.push(child);
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`The server for ${dir} exited (port ${servePort} in use?)`);
    if ((await answers(url)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server for ${dir} did not answer on ${url}`);
}

async function main() {
  if (!existsSync(path.join(root, "out", "index.html"))) {
    console.log("No out/ yet: building the site.");
    // The npm script, not `next build` alone: fonts, images and the post-build steps come with it.
    const build = spawnSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit" });
    if (build.status !== 0) return 1;
  }
  console.log("Building the framework floor (bench/floor).");
  if (run(["scripts/build-floor.mjs"]) !== 0) return 1;

  await serve("out", port);
  await serve("bench/floor/out", port + 1);
  rmSync(lhciDir, { recursive: true, force: true });

  const targets = [
    { url: `${site}/` },
    { url: `${floor}/` },
    // Deliberately noindex; every other SEO audit still counts (see lighthouserc.cjs).
    { url: `${site}/thank-you`, extra: ["--settings.skipAudits=is-crawlable"] },
    { url: `${site}/disclaimer` },
  ];
  for (let round = 1; round <= RUNS; round++) {
    for (const target of targets) {
      console.log(`\n[perf] round ${round}/${RUNS}: ${target.url}`);
      const collect = () =>
        run([
          lhci,
          "collect",
          "--config=lighthouserc.cjs",
          `--url=${target.url}`,
          "--numberOfRuns=1",
          "--additive",
          ...(target.extra ?? []),
        ]);
      // A crashed browser on a loaded machine is not a finding: try that one run once more.
      // (A run that completes is never repeated, so no assertion gets a second chance.)
      let status = collect();
      if (status !== 0) {
        console.warn(`[perf] Lighthouse did not complete on ${target.url}; running it once more.`);
        status = collect();
      }
      if (status !== 0) {
        console.error(`[perf] Lighthouse failed on ${target.url}`);
        return 1;
      }
    }
  }
  stopServers();

  console.log("\n[perf] Assertions (lighthouserc.cjs)");
  const assertStatus = run([lhci, "assert", "--config=lighthouserc.cjs"]);

  const reports = readdirSync(lhciDir)
    .filter((file) => /^lhr-.*\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(path.join(lhciDir, file), "utf8")));
  const byUrl = (url) => reports.filter((lhr) => lhr.requestedUrl === url);
  const home = medianSummary(byUrl(`${site}/`));
  const floorSummary = medianSummary(byUrl(`${floor}/`));

  console.log(
    `\nMedians of ${RUNS} interleaved runs, Lighthouse mobile (simulated 4G), ${tls ? "HTTP/2 over TLS" : "HTTP/1.1"}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(formatTable(home, floorSummary));
  for (const page of ["/thank-you", "/disclaimer"]) {
    const s = medianSummary(byUrl(`${site}${page}`));
    console.log(
      `\n${page}: performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s["best-practices"]}, SEO ${s.seo}, LCP ${s.lcp} ms, TBT ${s.tbt} ms, CLS ${s.cls}`,
    );
  }
  console.log("\nGoals (warnings only; timing depends on the machine):");
  for (const goal of evaluateGoals(home, floorSummary)) {
    console.log(`${goal.ok ? "  ok  " : "  WARN"}  ${goal.text}`);
  }
  console.log(
    `\nReports: .lighthouseci/ (HTML per run). Goals: LCP and Speed Index ≤ ${GOALS.lcpMs} ms; TBT ≤ ${GOALS.tbtRatio}× floor; performance ≥ floor.`,
  );
  console.log(
    assertStatus === 0
      ? "\nAll Lighthouse assertions passed."
      : "\nLighthouse assertions FAILED (see above).",
  );
  return assertStatus;
}

main()
  .then((code) => {
    stopServers();
    process.exit(code);
  })
  .catch((error) => {
    console.error(`[perf] ${error instanceof Error ? error.message : error}`);
    stopServers();
    process.exit(1);
  });
