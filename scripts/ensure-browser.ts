/** The e2e suite uses CHROMIUM_PATH, else Debian's Chromium, else Playwright's own, installed only then. */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { headlessChromiumPath } from "./lib/build-env";

const found = headlessChromiumPath();
if (found && !existsSync(found)) {
  console.error(`CHROMIUM_PATH=${found} does not exist.`);
  process.exit(1);
}
if (!found && !existsSync(chromium.executablePath())) {
  console.log("No Chromium found; installing Playwright's own.");
  execSync("npx playwright install chromium", { stdio: "inherit" });
}
