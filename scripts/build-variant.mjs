#!/usr/bin/env node
// A second export with the ads tag and a Web3Forms key configured, into out-variant/, so the
// e2e suite can check both "tag configured" and "tag absent" and both lead destinations.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

const variantEnv = JSON.parse(readFileSync(new URL("./variant-env.json", import.meta.url), "utf8"));

execSync("npx next build", {
  stdio: "inherit",
  env: { ...process.env, ...variantEnv, NEXT_DIST_DIR: "out-variant" },
});
