// A phone on a slow network paints the text before the web fonts arrive, in a system font sized
// to them; when Manrope and Playfair Display swap in, nothing on the screen moves.
import { expect, test, type Page } from "@playwright/test";
import { stubThirdParties } from "./support/site";

const LATIN_FONT_FILES = /\/_next\/static\/media\/(manrope|playfair)[^/]*\.woff2$/;
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Two frames: whatever the last change laid out has been painted. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

for (const path of ["/", "/hi"]) {
  test(`${path}: the Latin web fonts arriving after the first paint move no text`, async ({
    page,
  }) => {
    await stubThirdParties(page);
    // The fonts are held until the page has been painted without them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LATIN_FONT_FILES, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { fontSwapShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[])
          shifts.total += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    // Not "load": a held preload would hold it too.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    const faces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => /^(sansFont|displayFont)$/.test(face.family))
          .map((face) => face.status),
      );
    // Painted in the fallback: the web faces were asked for and have not arrived.
    expect(await faces()).toContain("loading");
    await twoFrames(page);
    release();
    await expect.poll(faces).toEqual(["loaded", "loaded"]);
    await twoFrames(page);
    const moved = await page.evaluate(
      () => (window as unknown as { fontSwapShifts: { total: number } }).fontSwapShifts.total,
    );
    expect(moved).toBeLessThanOrEqual(0.01);
  });
}
