import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import handler from "serve-handler";
const server = createServer((req, res) => handler(req, res, { public: "/work/main/out", cleanUrls: true }));
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
await page.addInitScript(() => sessionStorage.setItem("nirala:auto-popup-seen", "1"));
await page.goto(origin + (process.env.ROUTE ?? "/plans"));
await page.locator("html[data-ready]").waitFor({ state: "attached" });
for (let i = 0; i < Number(process.env.N ?? 60); i++) {
  await page.keyboard.press("Tab");
  const d = await page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    if (!e) return "none";
    const r = e.getBoundingClientRect();
    const name = e.getAttribute("aria-label") || (e as HTMLInputElement).labels?.[0]?.textContent || e.textContent || "";
    const outline = getComputedStyle(e).outlineStyle + "/" + getComputedStyle(e).outlineWidth;
    return `${e.tagName.toLowerCase()}${e.getAttribute("type") ? "[" + e.getAttribute("type") + "]" : ""} «${name.trim().slice(0, 50)}» y=${Math.round(r.top)} visible=${r.width > 0 && r.height > 0} outline=${outline}`;
  });
  console.log(i + 1, d);
}
await browser.close(); server.close();
