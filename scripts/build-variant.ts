/** A second export for e2e: out-variant/ (ads tag, Web3Forms key), or --nodefer: out-nodefer/. */
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
