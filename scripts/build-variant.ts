/**
 * A second export with the ads tag and a Web3Forms key configured, into out-variant/, so the e2e
 * suite can check both "tag configured" and "tag absent" and both lead destinations. Same
 * post-build step as `npm run build`, same env otherwise (DEFER_HYDRATION included).
 */
import { execFileSync } from "node:child_process";
import variantEnv from "./variant-env.json";

const env = { ...process.env, ...variantEnv, NEXT_DIST_DIR: "out-variant" };
execFileSync("npx", ["next", "build"], { stdio: "inherit", env });
execFileSync("npx", ["tsx", "scripts/postbuild.ts", "--dir", "out-variant"], {
  stdio: "inherit",
  env,
});
