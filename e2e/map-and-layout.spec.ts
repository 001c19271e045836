// The map behind its button, and a layout that does not shift.
import { map } from "../lib/i18n/english";
import { gallerySection } from "../lib/i18n/en/sections/buying";
import { mapLoader } from "../lib/i18n/en/ui";
import { recordLayoutShifts } from "./support/layout-shift";
import { expect, test, carousel } from "./support/site";

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

test.describe("map", () => {
  test("the maps frame loads only after Show map, titled for screen readers", async ({ page }) => {
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://www.google.com/maps")) mapRequests.push(request.url());
    });
    await page.goto("/");
    const contactRegion = page.locator("#contact");
    await contactRegion.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(mapRequests).toEqual([]);
    await expect(contactRegion.locator("iframe")).toHaveCount(0);

    const directions = contactRegion.getByRole("link", { name: mapLoader.directionsLabel });
    await expect(directions).toHaveAttribute("href", map.directionsHref);
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", /noopener/);

    await contactRegion.getByRole("button", { name: mapLoader.showLabel }).click();
    const frame = contactRegion.getByTitle(map.frameTitle);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", map.embedSrc);
    await expect.poll(() => mapRequests).toContain(map.embedSrc);
  });

  test("until React hydrates, Show map opens the place on Google Maps, and nothing loads before", async ({
    page,
  }) => {
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/");
    const contactRegion = page.locator("#contact");
    const show = contactRegion.getByRole("link", { name: mapLoader.showLabel });
    await expect(show).toHaveAttribute("href", map.placeHref);
    await expect(show).toHaveAttribute("target", "_blank");
    await expect(show).toHaveAttribute("rel", /noopener/);
    await expect(contactRegion.getByRole("button", { name: mapLoader.showLabel })).toHaveCount(0);
    await expect(contactRegion.locator("iframe")).toHaveCount(0);
  });
});

test.describe("layout stability", () => {
  for (const viewport of [desktop, phone]) {
    test(`CLS stays at or below 0.01 through both carousels at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const shifts = await recordLayoutShifts(page);
      await page.goto("/");
      // Counted from the moment the web fonts are in: on a loaded machine the first paint can come
      // before them, and their swap (docs/performance.md, the applied-throttling CLS) is not the carousels'.
      await page.locator("html[data-loaded]").waitFor({ state: "attached" });
      await page.evaluate(() => document.fonts.ready);
      await shifts.restart();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height; y += Math.round(viewport.height * 0.6)) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        await page.waitForTimeout(50);
      }
      await expect(carousel(page, "Location images")).toHaveClass(/swiper-initialized/);
      await expect(carousel(page, gallerySection.carouselLabel)).toHaveClass(/swiper-initialized/);
      await page.waitForTimeout(500);
      const cls = await shifts.total();
      console.log(`CLS at ${viewport.width} px: ${cls.toFixed(4)}`);
      expect(cls).toBeLessThanOrEqual(0.01);
    });
  }
});
