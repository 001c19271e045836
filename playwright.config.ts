import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { PORT, VARIANT_PORT } from "./e2e/ports";

/** CHROMIUM_PATH, else Debian's Chromium, else Playwright's own (scripts/ensure-browser.mjs). */
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"], ["html", { open: "never" }]],
  timeout: 45_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  // Both servers serve the built exports (npm test builds them first), never the dev server.
  webServer: [
    {
      command: `node scripts/preview-server.mjs --dir out --port ${PORT} --leads .e2e/leads.jsonl`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      command: `node scripts/preview-server.mjs --dir out-variant --port ${VARIANT_PORT} --leads .e2e/leads-variant.jsonl`,
      url: `http://localhost:${VARIANT_PORT}/`,
      reuseExistingServer: false,
    },
  ],
});
