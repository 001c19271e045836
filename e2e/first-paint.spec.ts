// What the first screen's layout depends on on a phone: not the web fonts, and not the sections far below.
import { expect, test, type Page } from "@playwright/test";
import { heroImages } from "../lib/content/images";
import { stubThirdParties } from "./support/site";

test.use({ viewport: { width: 412, height: 823 } });

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

const heroPictureBox = (page: Page) =>
  page.getByRole("img", { name: heroImages[0]?.alt }).evaluate((img) => {
    const { top, height, width } = img.getBoundingClientRect();
    return { top, height, width };
  });

test("the hero picture's box is one screen tall, with or without the web fonts", async ({
  page,
}) => {
  // Without the fonts the text wraps in the fallback face and the hero's copy is taller.
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto("/");
  const fallback = await heroPictureBox(page);

  await page.unroute(/\.woff2$/);
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const webFonts = await heroPictureBox(page);

  // A box that changed size would let a later slide of the rotation count as a larger paint.
  expect(webFonts).toEqual(fallback);
  expect(webFonts.height).toBe(823);
});

test("the icons are drawn from the page itself, with no request of their own", async ({ page }) => {
  const iconFiles: string[] = [];
  page.on("request", (request) => {
    if (/\.svg(\?|$)/.test(request.url()) && !request.url().includes("/icon.svg"))
      iconFiles.push(request.url());
  });
  await page.goto("/");
  // The header's and the hero's icons, and those further down once scrolled to.
  const shown = page.locator("svg use").filter({ visible: true });
  await expect(shown.first()).toBeVisible();
  const boxes = await shown.evaluateAll((uses) =>
    uses.map((use) => (use as SVGUseElement).getBBox()).map((box) => box.width * box.height),
  );
  expect(boxes.length).toBeGreaterThan(5);
  // A <use> whose symbol has not arrived draws nothing: an empty box.
  expect(boxes.filter((area) => area === 0)).toEqual([]);
  expect(iconFiles).toEqual([]);
});

test("sections far below are laid out near the viewport only until the web fonts are in", async ({
  page,
}) => {
  // Hold the fonts back while we look.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  const contact = page.locator("section#contact");
  await expect(contact).toBeAttached();
  await expect(contact).toHaveCSS("content-visibility", "auto");
  await expect(page.locator("section[aria-labelledby='hero-heading']")).toHaveCSS(
    "content-visibility",
    "visible",
  );

  release();
  // Then every section is laid out, once, in its final fonts: find-in-page, print and full-page captures see it all.
  await expect(page.locator("html")).toHaveAttribute("data-loaded", "");
  for (const section of await page.locator("main > section").all())
    await expect(section).toHaveCSS("content-visibility", "visible");
});
