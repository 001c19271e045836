import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { SiteDialogKind } from "../lib/content/navigation";
import { dialogCopy } from "../lib/i18n/en/ui";
import { type Box, expect, test, gotoHydrated, NOT_FOUND_ROUTE, openDialog } from "./support/site";

// Visible focus at every Tab stop, judged from pixels (axe cannot): around each control the focused
// capture differs from the blurred one by a 2 px band along its outline at 3:1 contrast or more.

const MARGIN = 8;
const MAX_STOPS = 150;

/** WCAG's relative luminance of an sRGB colour. */
const luminance = (rgb: number[]) =>
  [0.2126, 0.7152, 0.0722].reduce((sum, weight, i) => {
    const c = rgb[i]! / 255;
    return sum + weight * (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  }, 0);

function contrast(a: number[], b: number[]): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** Pixels whose focused colour is at least 3:1 against their unfocused colour. */
async function contrastingPixels(focused: Buffer, unfocused: Buffer): Promise<number> {
  const [a, b] = await Promise.all(
    [focused, unfocused].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
  );
  let count = 0;
  for (let i = 0; i + 2 < a!.length; i += 3)
    if (contrast([...a!.subarray(i, i + 3)], [...b!.subarray(i, i + 3)]) >= 3) count += 1;
  return count;
}

/** The focused element's box in the viewport, marking it so a second visit ends the walk. */
async function describeFocus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const seen = el.dataset.focusWalkSeen === "1";
    el.dataset.focusWalkSeen = "1";
    const rect = el.getBoundingClientRect();
    // A link wrapped over two lines is two boxes: its ring runs round each, not round their union;
    // round corners shorten the line (a circle's is πd, not 4d).
    const radius = parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0;
    const perimeter = [...el.getClientRects()].reduce((sum, r) => {
      const round = Math.min(radius, r.width / 2, r.height / 2);
      return sum + 2 * (r.width + r.height) - (8 - 2 * Math.PI) * round;
    }, 0);
    const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
    return {
      seen,
      label: `${el.tagName.toLowerCase()} "${name}"`,
      focusVisible: el.matches(":focus-visible"),
      perimeter,
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      viewport: { width: window.innerWidth, height: window.innerHeight },
    };
  });
}

function clipAround(box: Box, viewport: { width: number; height: number }): Box {
  const x = Math.max(0, Math.floor(box.x - MARGIN));
  const y = Math.max(0, Math.floor(box.y - MARGIN));
  const right = Math.min(viewport.width, Math.ceil(box.x + box.width + MARGIN));
  const bottom = Math.min(viewport.height, Math.ceil(box.y + box.height + MARGIN));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

/** Tabs from where focus is now until it comes back round; returns every stop without a visible indicator. */
async function walkFocus(page: Page, within?: string): Promise<string[]> {
  const failures: string[] = [];
  let stops = 0;
  for (; stops < MAX_STOPS; stops += 1) {
    await page.keyboard.press("Tab");
    if (
      within &&
      !(await page.locator(within).evaluate((el) => el.contains(document.activeElement)))
    )
      break;
    const stop = await describeFocus(page);
    if (!stop || stop.seen) break;
    if (!stop.focusVisible) {
      failures.push(`${stop.label}: not :focus-visible`);
      continue;
    }
    const clip = clipAround(stop.box, stop.viewport);
    const focused = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const unfocused = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
    // Back to the same control: the last input was the keyboard, so it is :focus-visible again.
    await page.evaluate(() =>
      (document.querySelector("[data-focus-walk-current]") as HTMLElement | null)?.focus(),
    );
    // A 2 px band along the whole outline, less the anti-aliased edge pixels that blend in.
    const needed = Math.round(1.5 * stop.perimeter);
    const shown = await contrastingPixels(focused, unfocused);
    if (shown < needed) failures.push(`${stop.label}: ${shown} px of indicator, needs ${needed}`);
  }
  expect(stops, "the walk should end by coming back round").toBeLessThan(MAX_STOPS);
  expect(stops, "the page should have keyboard stops").toBeGreaterThan(0);
  return failures;
}

test.beforeEach(async ({ page }) => {
  // The current stop is re-found after the blur through this marker, set on every focus.
  await page.addInitScript(() => {
    document.addEventListener("focusin", (event) => {
      document
        .querySelectorAll("[data-focus-walk-current]")
        .forEach((el) => el.removeAttribute("data-focus-walk-current"));
      if (event.target instanceof HTMLElement) event.target.dataset.focusWalkCurrent = "1";
    });
  });
});

test.use({ reducedMotion: "reduce" });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`focus indicator at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of [
      "/",
      "/thank-you",
      "/disclaimer",
      "/privacy",
      "/hi/privacy",
      NOT_FOUND_ROUTE,
    ]) {
      test(`every keyboard stop on ${path} shows focus`, async ({ page }) => {
        test.setTimeout(180_000);
        await gotoHydrated(page, path);
        expect(await walkFocus(page)).toEqual([]);
      });
    }
  });
}

test("every stop in the mobile menu and in each form dialog shows focus", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  const toggle = page.getByRole("button", { name: /menu/i });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("navigation", { name: "Mobile" }).getByRole("link").first(),
  ).toBeVisible();
  expect(await walkFocus(page, 'nav[aria-label="Mobile"]')).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  for (const kind of Object.keys(dialogCopy) as SiteDialogKind[]) {
    await gotoHydrated(page, "/");
    // A keypress first, so focus moved by the dialog counts as keyboard focus.
    await page.keyboard.press("Shift");
    await openDialog(page, kind);
    expect(await walkFocus(page), kind).toEqual([]);
  }
});
