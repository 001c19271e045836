/**
 * The export through Cloudflare Pages' local runtime (`wrangler pages dev`), offline, no account.
 *   tsx scripts/serve-cloudflare.ts [--dir out] [--port 8788]; exits 69 when workerd cannot run.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { findWorkerd, WORKERD_UNAVAILABLE } from "./lib/workerd";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "out" },
    port: { type: "string", default: process.env.PORT ?? "8788" },
  },
});
const root = path.resolve(values.dir);
if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No static export in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

const workerd = findWorkerd();
if ("unavailable" in workerd) {
  console.error(`Cloudflare's workerd cannot run on this machine: ${workerd.unavailable}`);
  process.exit(WORKERD_UNAVAILABLE);
}

const workDir = path.resolve("node_modules/.cache/wrangler");
mkdirSync(workDir, { recursive: true });
const wrangler = createRequire(path.join(process.cwd(), "package.json")).resolve(
  "wrangler/bin/wrangler.js",
);
const serve = `pages dev --port=${values.port} --ip=localhost --live-reload=false --show-interactive-dev-session=false`;
const child = spawn(
  process.execPath,
  [
    wrangler,
    ...serve.split(" "),
    root,
    // A date newer than the runtime refuses to start; the runtime's own date never is.
    `--compatibility-date=${workerd.compatibilityDate}`,
    // Wrangler keeps its temporary bundles and state under the working directory.
    `--persist-to=${path.join(workDir, "state")}`,
  ],
  {
    stdio: "inherit",
    cwd: workDir,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
      // The banner is what asks the registry for a newer wrangler.
      WRANGLER_HIDE_BANNER: "true",
    },
  },
);
console.log(
  `Serving ${path.relative(process.cwd(), root) || "."} through wrangler pages dev ` +
    `(workerd ${workerd.version}, compatibility date ${workerd.compatibilityDate}) at http://localhost:${values.port}`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
