#!/usr/bin/env node
/**
 * README screenshots of the built home page (run `npm run build` first):
 * docs/screenshots/home-desktop.png (1280 × 800) and home-phone.png (390 × 844).
 *
 *   node scripts/screenshots.mjs [--dir out]
 */
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import handler from "serve-handler";
import { chromium } from "@playwright/test";

const dirIndex = process.argv.indexOf("--dir");
const root = path.resolve(dirIndex > -1 ? (process.argv[dirIndex + 1] ?? "out") : "out");
if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No static export in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}
const outDir = path.resolve("docs/screenshots");
await mkdir(outDir, { recursive: true });

const server = createServer((req, res) => handler(req, res, { public: root, cleanUrls: true }));
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
try {
  for (const [name, viewport] of [
    ["home-desktop", { width: 1280, height: 800 }],
    ["home-phone", { width: 390, height: 844 }],
  ]) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    // No third-party requests, and the brochure auto popup stays closed for the picture.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await page.addInitScript(() => sessionStorage.setItem("nirala:auto-popup-seen", "1"));
    await page.goto(`${origin}/`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file });
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
