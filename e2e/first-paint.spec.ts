// What the first screen's layout depends on on a phone: not the web fonts, and not the sections far below.
import type { Page } from "@playwright/test";
import { heroImages } from "../lib/i18n/english";
import { expect, test, holdRequests } from "./support/site";

test.use({ viewport: { width: 412, height: 823 } });

const heroPictureBox = (page: Page) =>
  page.getByRole("img", { name: heroImages[0]?.alt }).evaluate((img) => {
    const { top, height, width } = img.getBoundingClientRect();
    return { top, height, width };
  });

test("the hero picture's box is one screen tall with or without the web fonts, sections far below wait for them, icons need no request", async ({
  page,
}) => {
  const iconFiles: string[] = [];
  page.on("request", (request) => {
    if (/\.svg(\?|$)/.test(request.url()) && !request.url().includes("/icon.svg"))
      iconFiles.push(request.url());
  });
  // Hold the fonts back while we look: the text wraps in the fallback face and the hero's copy is taller.
  const release = await holdRequests(page, /\.woff2$/);
  await page.goto("/", { waitUntil: "commit" });
  const contact = page.locator("section#contact");
  await expect(contact).toBeAttached();
  await expect(contact).toHaveCSS("content-visibility", "auto");
  await expect(page.locator("section[aria-labelledby='hero-heading']")).toHaveCSS(
    "content-visibility",
    "visible",
  );
  await page.waitForLoadState("domcontentloaded");
  const fallback = await heroPictureBox(page);

  release();
  // Then every section is laid out, once, in its final fonts: find-in-page, print and full-page captures see it all.
  await expect(page.locator("html")).toHaveAttribute("data-loaded", "");
  for (const section of await page.locator("main > section").all())
    await expect(section).toHaveCSS("content-visibility", "visible");
  // Nor is any block within them still skipped (each section's blocks follow it, a frame each).
  const skipped = await page
    .locator("main *")
    .evaluateAll((all) =>
      all
        .filter((el) => getComputedStyle(el).contentVisibility !== "visible")
        .map((el) => `${el.tagName} ${el.className}`),
    );
  expect(skipped).toEqual([]);
  await page.evaluate(() => document.fonts.ready);
  const webFonts = await heroPictureBox(page);
  // A box that changed size would let a later slide of the rotation count as a larger paint.
  expect(webFonts).toEqual(fallback);
  expect(webFonts.height).toBe(823);

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

/** Where each element of the page is drawn, in document order: null if it shows nothing on screen. */
const drawnAt = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll("*")].map((element) => {
      const box = element.getBoundingClientRect();
      const shown = box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight;
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
      return shown ? { name, x: Math.round(box.left), y: Math.round(box.top) } : null;
    }),
  );

for (const path of ["/", "/hi"]) {
  test(`${path}: a control, a fact or a picture drawn before the rest of its row has arrived stays put`, async ({
    page,
  }) => {
    test.slow();
    const html = await (await page.request.get(path)).text();
    // The parser may stop and paint before any link, button, list item, paragraph, span or QR code
    // of the first screen: the RERA panel, the header, the quick-contact bar and the hero.
    const start = html.indexOf("<body");
    const end = html.indexOf("</section>", html.indexOf('id="hero-heading"'));
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const cuts = [
      ...html.slice(start, end).matchAll(/<(a|button|li|p|span|svg role="img")[ >]/g),
    ].map((match) => start + match.index);
    expect(cuts.length).toBeGreaterThan(20);
    let served = html;
    await page.route(
      (url) => url.pathname === path,
      (route) => route.fulfill({ contentType: "text/html", body: served }),
    );
    // What is drawn before any script runs, in the fallback fonts.
    await page.route(/\/_next\/static\/chunks\/|\.woff2$/, (route) => route.abort());
    await page.goto(path);
    const whole = await drawnAt(page);

    const moved: string[] = [];
    for (const cut of cuts) {
      served = html.slice(0, cut);
      await page.goto(path);
      const partial = await drawnAt(page);
      partial.forEach((box, index) => {
        const final = whole[index];
        if (box && (!final || final.x !== box.x || final.y !== box.y))
          moved.push(
            `${box.name} at ${box.x},${box.y}, then ${final ? `${final.x},${final.y}` : "off screen"}`,
          );
      });
    }
    expect([...new Set(moved)]).toEqual([]);
  });
}
