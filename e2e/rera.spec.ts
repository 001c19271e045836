import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { brochure, contact, rera } from "../lib/content/project";
import { getDictionary } from "../lib/i18n";
import { reraPanel as reraFacts } from "../lib/legal/rera";
import { expect, test, NOT_FOUND_ROUTE, SITE_ROUTES } from "./support/site";

const ROUTES = [...SITE_ROUTES, NOT_FOUND_ROUTE];

/** The panel's labels in the route's language. */
const labelsOf = (route: string) =>
  getDictionary(route === "/hi" || route.startsWith("/hi/") ? "hi" : "en").pages.reraPanel;
const reraPanel = labelsOf("/");
const panelOf = (page: Page, labels = reraPanel) =>
  page.getByRole("complementary", { name: labels.label });
const qrOf = (page: Page, labels = reraPanel) =>
  panelOf(page, labels).getByRole("img", { name: labels.qrLabel });

/** Reads the QR code from a screenshot of the element, as a phone camera would from the screen. */
async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, on every route the RERA panel is in the first screen, top right, with every fact; a phone camera reads its QR code`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    for (const route of ROUTES) {
      const labels = labelsOf(route);
      await page.goto(route);
      expect(await page.evaluate(() => window.scrollY), route).toBe(0);
      const panel = panelOf(page, labels);
      await expect(panel, route).toBeInViewport({ ratio: 1 });

      await expect(panel).toContainText(`${labels.projectLabel}: ${rera.projectId}`);
      await expect(panel).toContainText(`${labels.agentLabel}: ${rera.partnerId}`);
      const { bank, accountNumber, ifsc } = rera.collectionAccount;
      for (const part of [bank, accountNumber, ifsc]) await expect(panel).toContainText(part);
      await expect(panel.getByRole("link", { name: /up-rera\.in/ })).toHaveAttribute(
        "href",
        rera.authorityUrl,
      );

      const qr = qrOf(page, labels);
      await expect(qr).toHaveAccessibleName(labels.qrLabel);
      const box = (await qr.boundingBox())!;
      expect(box.width, route).toBeGreaterThanOrEqual(72);
      expect(box.height, route).toBeGreaterThanOrEqual(72);
      // Top right: the code sits in the right half, above everything but the panel's own padding.
      expect(box.x + box.width / 2, route).toBeGreaterThan(viewport.width / 2);
      expect(box.y, route).toBeLessThan(24);
      await expect(qr).toBeInViewport({ ratio: 1 });
      if (route === "/") expect(await decodeQr(await qr.screenshot())).toBe(rera.qrPayload);

      // Readable: the registration text is no smaller than the footer's contact details.
      const contactSize = await page
        .locator(`footer a[href="${contact.telHref}"]`)
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      const panelSizes = await panel
        .locator("dt, dd")
        .evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
      expect(Math.min(...panelSizes), route).toBeGreaterThanOrEqual(contactSize);
    }
  });
}

test("the QR code is vector art in the HTML, there without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/disclaimer");
  const qr = qrOf(page);
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe("svg");
  expect(await decodeQr(await qr.screenshot())).toBe(rera.qrPayload);
  await context.close();
});

test("the brochure's first page carries the same panel, QR code included", async ({ request }) => {
  const response = await request.get(brochure.href);
  expect(response.status()).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), "brochure-"));
  const pdf = path.join(dir, "brochure.pdf");
  writeFileSync(pdf, await response.body());
  // poppler-utils: the text and the picture of page 1, as a reader sees them.
  const text = execFileSync("pdftotext", ["-f", "1", "-l", "1", "-layout", pdf, "-"], {
    encoding: "utf8",
  }).replace(/\s+/g, " ");
  for (const fact of [
    rera.projectId,
    rera.partnerId,
    ...reraFacts.accountLines,
    reraFacts.websiteText,
  ]) {
    expect(text).toContain(fact);
  }
  execFileSync("pdftoppm", ["-f", "1", "-l", "1", "-r", "100", "-png", pdf, path.join(dir, "p")]);
  const png = readFileSync(
    path.join(
      dir,
      readdirSync(dir).find((f) => f.endsWith(".png"))!,
    ),
  );
  expect(await decodeQr(png)).toBe(rera.qrPayload);
  rmSync(dir, { recursive: true, force: true });
});
