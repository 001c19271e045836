#!/usr/bin/env node
// The e2e suite uses CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own build,
// which is installed here only when none of the others exists.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";
import { chromium } from "@playwright/test";

const explicit = process.env.CHROMIUM_PATH;
if (explicit) {
  if (!existsSync(explicit)) {
    console.error(`CHROMIUM_PATH=${explicit} does not exist.`);
    process.exit(1);
  }
} else if (!existsSync("/usr/bin/chromium") && !existsSync(chromium.executablePath())) {
  console.log("No Chromium found; installing Playwright's own.");
  execSync("npx playwright install chromium", { stdio: "inherit" });
}
