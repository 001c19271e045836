/**
 * `npm audit --omit=dev --audit-level=high`: fails on a high or critical advisory in what reaches
 * visitors. This registry mirror answers the audit endpoint with 405; that one answer is reported
 * loudly and passes (AUDIT_STRICT=1 makes it fail too), every other failure fails.
 */
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
