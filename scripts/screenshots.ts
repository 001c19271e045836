/** README screenshots of the built home page: docs/screenshots/home-desktop.png and home-phone.png. */
import { existsSync, mkdirSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import handler from "serve-handler";
import { storageKeys } from "../lib/storage-keys";
import { chromiumPath, run } from "./lib/build-env";

async function main() {
  const { values } = parseArgs({ options: { dir: { type: "string", default: "out" } } });
  const root = path.resolve(values.dir);
  if (!existsSync(path.join(root, "index.html"))) throw new Error(`No static export in ${root}.`);
  const outDir = path.resolve("docs/screenshots");
  mkdirSync(outDir, { recursive: true });
  const server = createServer((req, res) => handler(req, res, { public: root, cleanUrls: true }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
  try {
    for (const [name, viewport] of [
      ["home-desktop", { width: 1280, height: 800 }],
      ["home-phone", { width: 390, height: 844 }],
    ] as const) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      // No third-party requests, and the brochure auto popup stays closed for the picture.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      await page.addInitScript(
        (key) => sessionStorage.setItem(key, "1"),
        storageKeys.autoPopupSeen,
      );
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
}

run(main);
