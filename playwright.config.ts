import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { PORT, VARIANT_PORT } from "./e2e/support/ports";
import { headlessChromiumPath } from "./scripts/lib/build-env";

/** CHROMIUM_PATH, else Debian's headless shell or Chromium, else Playwright's own (scripts/ensure-browser.ts). */
const executablePath = headlessChromiumPath();
/** The two exports under test; E2E_DIR and E2E_VARIANT_DIR test copies, e.g. a DEFER_HYDRATION=0 build. */
const dir = process.env.E2E_DIR ?? "out";
const variantDir = process.env.E2E_VARIANT_DIR ?? "out-variant";

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The suite is CPU-bound: Playwright's default of half the cores would leave a 2-core CI on one.
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(availableParallelism() / 2)),
  reporter: [["list"], ["html", { open: "never" }]],
  timeout: 45_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A European machine would show the consent bar in every journey; e2e/consent-mode.spec.ts sets its own zones.
    timezoneId: "UTC",
    // Recording a trace for every test costs about a tenth of the run; ask for one with --trace on.
    trace: "off",
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
      command: `npx tsx scripts/preview-server.ts --dir ${dir} --port ${PORT} --leads .e2e/leads.jsonl`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      command: `npx tsx scripts/preview-server.ts --dir ${variantDir} --port ${VARIANT_PORT} --leads .e2e/leads-variant.jsonl`,
      url: `http://localhost:${VARIANT_PORT}/`,
      reuseExistingServer: false,
    },
  ],
});
