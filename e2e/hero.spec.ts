// The hero images and the loading order: what the first paint waits for, and what it does not.
import { heroSlides as heroSection } from "../lib/content/images";
import { heroImages } from "../lib/i18n/english";
import { expect, test, waitForHydration } from "./support/site";
import { loadPaused } from "./support/popups";

test.describe("hero", () => {
  test("the first image is the preloaded, eagerly fetched LCP candidate; the second, the RSC payload and client chunks wait for the first paint", async ({
    page,
  }) => {
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    const [first, second] = heroImages;
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" as="image"[^>]*imageSrcSet="/images/${first?.name}-480\\.avif`,
      ),
    );
    const firstImg = page.getByRole("img", { name: first?.alt });
    await expect(firstImg).toHaveAttribute("fetchpriority", "high");
    await expect(firstImg).toHaveAttribute("loading", "eager");
    // Not in the prerendered markup at all (it would download alongside the LCP image)...
    expect(html).not.toContain(`alt="${second?.alt}"`);
    // ...it mounts once rotation starts, after hydration.
    const secondImg = page.locator(`img[alt="${second?.alt}"]`);
    await expect(secondImg).toHaveAttribute("loading", "lazy");

    // Built with DEFER_HYDRATION=0, the export is Next's own: nothing is deferred to check.
    if (process.env.DEFER_HYDRATION === "0") return;
    // The payload React hydrates from is not in the HTML the first paint waits for.
    expect(html).not.toContain("self.__next_f.push([1,");
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const starts = (pattern: RegExp) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => pattern.test(entry.name))
          .map((entry) => entry.startTime);
      return {
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        chunks: starts(/\/_next\/static\/chunks\/[^/]+\.js$/),
        payload: starts(/\/_next\/static\/hydration\/[0-9a-f]+\.json$/),
      };
    });
    expect(timing.fcp).not.toBeNull();
    expect(timing.chunks.length).toBeGreaterThan(0);
    expect(timing.payload).toHaveLength(1);
    for (const start of [...timing.payload, ...timing.chunks])
      expect(start).toBeGreaterThanOrEqual(timing.fcp ?? 0);
  });

  test("the background switches to the second image after the rotation interval, and stays on the first under reduced motion", async ({
    page,
  }) => {
    // The clock stands still from the start: only runFor moves it, however slow the machine.
    await loadPaused(page);
    const [first, second] = heroImages;
    await expect(page.locator("[data-hero-backdrop]")).toHaveAttribute("data-rotation", "running");
    await expect(page.getByRole("img", { name: first?.alt })).toBeVisible();
    await expect(page.getByRole("img", { name: second?.alt })).toHaveCount(0);

    await page.clock.runFor(heroSection.rotationMs);
    await expect(page.getByRole("img", { name: second?.alt })).toBeVisible();
    await expect(page.getByRole("img", { name: first?.alt })).toHaveCount(0);
    const secondLayer = page.locator("[data-hero-slide='1']");
    await expect.poll(() => secondLayer.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");

    await page.clock.runFor(heroSection.rotationMs);
    await expect(page.getByRole("img", { name: first?.alt })).toBeVisible();

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await expect(page.locator("[data-hero-backdrop]")).toHaveAttribute("data-rotation", "stopped");
    await page.clock.runFor(heroSection.rotationMs * 3);
    await expect(page.getByRole("img", { name: first?.alt })).toBeVisible();
    // Never shown, so never mounted or downloaded.
    await expect(page.locator(`img[alt="${second?.alt}"]`)).toHaveCount(0);
  });
});
