/** A second export into out-variant/ with the ads tag and a Web3Forms key, for the e2e suite. */
import { execFileSync } from "node:child_process";
import variantEnv from "./variant-env.json";

const env = { ...process.env, ...variantEnv, NEXT_DIST_DIR: "out-variant" };
execFileSync("npx", ["next", "build"], { stdio: "inherit", env });
execFileSync("npx", ["tsx", "scripts/postbuild.ts", "--dir", "out-variant"], {
  stdio: "inherit",
  env,
});
