import type { Page } from "@playwright/test";
import { contact, rera } from "../lib/content/project";
import { getDictionary } from "../lib/i18n";
import { decodeQr, expect, test, EVERY_ROUTE, VIEWPORTS } from "./support/site";

/** The panel's labels in the route's language. */
const labelsOf = (route: string) =>
  getDictionary(route === "/hi" || route.startsWith("/hi/") ? "hi" : "en").pages.reraPanel;
const reraPanel = labelsOf("/");
const panelOf = (page: Page, labels = reraPanel) =>
  page.getByRole("complementary", { name: labels.label });
const qrOf = (page: Page, labels = reraPanel) =>
  panelOf(page, labels).getByRole("img", { name: labels.qrLabel });

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px, on every route the RERA panel is in the first screen, top right, with every fact; a phone camera reads its QR code`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    for (const route of EVERY_ROUTE) {
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
