/**
 * A second export for the e2e suite: out-variant/ with the ads tag and a Web3Forms key, or with
 * `--nodefer`, out-nodefer/: the plain site built with DEFER_HYDRATION=0 (Next's own script tags).
 */
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import variantEnv from "./variant-env.json";

const { values } = parseArgs({ options: { nodefer: { type: "boolean", default: false } } });
const dir = values.nodefer ? "out-nodefer" : "out-variant";
const env = {
  ...process.env,
  ...(values.nodefer ? { DEFER_HYDRATION: "0" } : variantEnv),
  NEXT_DIST_DIR: dir,
};
execFileSync("npx", ["next", "build"], { stdio: "inherit", env });
execFileSync("npx", ["tsx", "scripts/postbuild.ts", "--dir", dir], { stdio: "inherit", env });
