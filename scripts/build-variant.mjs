#!/usr/bin/env node
// A second export with the ads tag and a Web3Forms key configured, into out-variant/, so the
// e2e suite can check both "tag configured" and "tag absent" and both lead destinations.
// It runs the same post-build steps as `npm run build` (headers, link check) with the same env.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

const variantEnv = JSON.parse(readFileSync(new URL("./variant-env.json", import.meta.url), "utf8"));
const env = { ...process.env, ...variantEnv, NEXT_DIST_DIR: "out-variant" };

for (const command of [
  "npx next build",
  "node --import tsx scripts/defer-hydration.mjs --dir out-variant",
  "node --import tsx scripts/generate-headers.mjs --dir out-variant",
  "node --import tsx scripts/check-links.mjs --dir out-variant",
]) {
  execSync(command, { stdio: "inherit", env });
}
