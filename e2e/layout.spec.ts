import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { contact, map } from "../lib/i18n/english";
import { gallerySection } from "../lib/i18n/en/sections/buying";
import { heroFormCopy, mapLoader } from "../lib/i18n/en/ui";
import { recordLayoutShifts } from "./support/layout-shift";
import { carousel, expect, test, waitForHydration } from "./support/site";

test.use({ reducedMotion: "reduce" });

/** Scrolls through the page so every lazily started part (carousels, images) has laid out. */
async function visitWholePage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) / 2;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Observers fire on the next frame; give lazily started parts a moment to lay out.
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The rail's left edge, and every control of the page reaching past it. */
const controlsUnderRail = (page: Page) =>
  page.evaluate(() => {
    const aside = document.querySelector('aside[aria-label="Quick contact"]');
    const parts = [...(aside?.querySelectorAll("a, button") ?? [])].map((el) =>
      el.getBoundingClientRect(),
    );
    const railLeft = Math.min(...parts.map((r) => r.left));
    // A control's visible part: its box cut by every ancestor that clips overflow.
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      let { left, right } = r;
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== "visible") {
          const ar = a.getBoundingClientRect();
          left = Math.max(left, ar.left);
          right = Math.min(right, ar.right);
        }
      }
      return { left, right, width: r.width, height: r.height };
    };
    const controls = document.querySelectorAll(
      'main :is(a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]))',
    );
    const hits: string[] = [];
    for (const el of controls) {
      const box = visible(el);
      if (box.width === 0 || box.height === 0 || box.right <= box.left) continue;
      if (getComputedStyle(el).visibility === "hidden") continue;
      if (box.right > railLeft) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
        hits.push(`${el.tagName.toLowerCase()} "${name}" ends at ${Math.round(box.right)}`);
      }
    }
    return { rail: railLeft, overlapping: hits };
  });

/** Every point of the text's boxes must sit inside the control's rounded border box. */
async function overflowingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inside = (x: number, y: number, box: DOMRect, radius: number) => {
      const r = Math.min(radius, box.width / 2, box.height / 2);
      const cx = Math.min(Math.max(x, box.left + r), box.right - r);
      const cy = Math.min(Math.max(y, box.top + r), box.bottom - r);
      const inBox =
        x >= box.left - 1 && x <= box.right + 1 && y >= box.top - 1 && y <= box.bottom + 1;
      return inBox && Math.hypot(x - cx, y - cy) <= r + 1;
    };
    // Visually hidden text (sr-only) is clipped away: there is nothing to overflow.
    const hidden = (el: Element | null): boolean => {
      for (let a = el; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.clipPath !== "none" || (style.clip !== "auto" && style.clip !== "")) return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const el of document.querySelectorAll("a[href], button")) {
      const style = getComputedStyle(el);
      if (style.display === "inline" || style.display === "none") continue;
      if (style.visibility === "hidden" || el.closest("[hidden], dialog:not([open])")) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const radius = parseFloat(style.borderTopLeftRadius) || 0;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || hidden(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const t of range.getClientRects()) {
          // A text box spans the font's whole ascent and descent, which tight leading lets pass
          // the line; the glyphs sit within its middle 70% across the line.
          const across = 0.15 * Math.min(t.width, t.height);
          const [dx, dy] = t.height <= t.width ? [0, across] : [across, 0];
          const corners: [number, number][] = [
            [t.left + dx, t.top + dy],
            [t.right - dx, t.top + dy],
            [t.left + dx, t.bottom - dy],
            [t.right - dx, t.bottom - dy],
          ];
          if (!corners.every(([x, y]) => inside(x, y, box, radius))) {
            problems.push(
              `"${node.textContent.trim().slice(0, 30)}" in ${el.tagName.toLowerCase()}`,
            );
            break;
          }
        }
      }
    }
    return problems;
  });
}

test.describe("the quick-contact rail and the labels", () => {
  for (const width of [390, 768, 1024, 1280]) {
    test(`at ${width} px: no control shares the rail's band (a bottom bar on a phone, cleared by the page's end), no label overflows its box`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/thank-you", "/disclaimer", "/privacy", "/hi/privacy"]) {
        await page.goto(path);
        await visitWholePage(page);
        expect(await overflowingLabels(page), path).toEqual([]);
      }
      await page.goto("/");
      if (width === 768) {
        // The hero form's card is as wide as the heading's block, the content column.
        const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
        const card = await page
          .getByRole("form", { name: heroFormCopy.heading })
          .locator("..")
          .boundingBox();
        expect(Math.abs(card!.x - heading!.x)).toBeLessThanOrEqual(1);
        expect(card!.width).toBeGreaterThanOrEqual(heading!.width - 1);
      }
      if (width >= 768) {
        await visitWholePage(page);
        const { rail, overlapping } = await controlsUnderRail(page);
        expect(rail).toBeLessThan(width);
        expect(overlapping, `controls reaching past the rail's left edge (${rail})`).toEqual([]);
        return;
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = await page.getByRole("complementary", { name: "Quick contact" }).boundingBox();
      expect(bar && Math.round(bar.y + bar.height)).toBe(900);
      expect(bar!.width).toBe(width);
      const lastText = await page.evaluate(() => {
        const items = [...(document.querySelector("footer")?.querySelectorAll("p, a, li") ?? [])];
        return Math.max(...items.map((el) => el.getBoundingClientRect().bottom));
      });
      expect(lastText).toBeLessThanOrEqual(bar!.y);
    });
  }
});

/** Rows of the capture in which nearly every pixel has the same colour. */
async function flatBands(png: Buffer, bandHeight: number): Promise<number[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const flat: number[] = [];
  for (let top = 0; top + bandHeight <= info.height; top += bandHeight) {
    const start = top * info.width * 3;
    const [r, g, b] = [data[start]!, data[start + 1]!, data[start + 2]!];
    let differing = 0;
    for (let i = start; i < start + bandHeight * info.width * 3; i += 3) {
      const d = Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b);
      if (d > 24) differing += 1;
    }
    if (differing < bandHeight * info.width * 0.002) flat.push(top);
  }
  return flat;
}

test("scrolled through at 1280 and 390 px, the home page shifts 0.01 at most as both carousels start; no band of its full-page capture is blank", async ({
  page,
}) => {
  // Pictures on their way: a lazy one starts as the visitor scrolls near it.
  let loading = 0;
  const count = (step: number) => (request: Request) => {
    if (request.resourceType() === "image") loading += step;
  };
  page.on("request", count(1));
  page.on("requestfinished", count(-1));
  page.on("requestfailed", count(-1));
  const shifts = await recordLayoutShifts(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // The carousels run as a visitor without reduced motion sees them; the capture below holds still.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    // As a visitor sees it: the page loaded, scrolled through, its lazy pictures arrived.
    await page.locator("html[data-loaded]").waitFor({ state: "attached" });
    await page.evaluate(() => document.fonts.ready);
    // Counted from the moment the web fonts are in: their swap (docs/performance.md) is not the carousels'.
    await shifts.restart();
    const atBottom = () =>
      page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 2);
    while (!(await atBottom())) await page.mouse.wheel(0, 600);
    await expect(carousel(page, "Location images")).toHaveClass(/swiper-initialized/);
    await expect(carousel(page, gallerySection.carouselLabel)).toHaveClass(/swiper-initialized/);
    await page.waitForTimeout(500);
    expect(
      await shifts.total(),
      `CLS at ${width} px:\n${await shifts.described()}`,
    ).toBeLessThanOrEqual(0.01);
    await expect.poll(() => loading).toBe(0);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const png = await page.screenshot({ fullPage: true, animations: "disabled" });
    expect(await flatBands(png, 320), `${width} px`).toEqual([]);
  }
});

test.describe("small promises", () => {
  test('on phones "24–48 hours" stays on one line on /thank-you; the map card\'s address is off its picture, the map loads only after Show map', async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://www.google.com/maps")) mapRequests.push(request.url());
    });
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/thank-you");
      const lines = await page
        .getByText(contact.responsePromise, { exact: true })
        .evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
      expect(lines, `at ${width} px`).toBe(1);

      await page.goto("/#contact");
      const card = page.locator("main").getByRole("button", { name: "Show map" }).locator("../..");
      await card.scrollIntoViewIfNeeded();
      const picture = await card.locator("img").boundingBox();
      const address = await card.getByText(/Sector 12, Greater Noida West/).boundingBox();
      expect(picture && address, `at ${width} px`).toBeTruthy();
      expect(address!.y, `at ${width} px`).toBeGreaterThanOrEqual(picture!.y + picture!.height);
    }

    // The maps frame loads only after Show map, titled for screen readers.
    const contactRegion = page.locator("#contact");
    await page.waitForLoadState("networkidle");
    expect(mapRequests).toEqual([]);
    await expect(contactRegion.locator("iframe")).toHaveCount(0);
    const directions = contactRegion.getByRole("link", { name: mapLoader.directionsLabel });
    await expect(directions).toHaveAttribute("href", map.directionsHref);
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", /noopener/);
    await waitForHydration(page);
    await contactRegion.getByRole("button", { name: mapLoader.showLabel }).click();
    const frame = contactRegion.getByTitle(map.frameTitle);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", map.embedSrc);
    await expect.poll(() => mapRequests).toContain(map.embedSrc);
  });
});
