// `npm audit --omit=dev --audit-level=high`. This registry mirror answers the audit with 405,
// which passes with a loud warning unless AUDIT_STRICT=1; every other failure fails.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high"], { encoding: "utf8" });
process.stdout.write(run.stdout);
process.stderr.write(run.stderr);
if (
  run.status !== 0 &&
  /audit 405 Method Not Allowed/.test(run.stderr) &&
  !process.env.AUDIT_STRICT
) {
  console.warn("WARNING: the registry here offers no audit service (405); no advisories checked.");
  process.exit(0);
}
process.exit(run.status ?? 1);
