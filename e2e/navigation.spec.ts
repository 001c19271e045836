// The header navigation: scrolling to sections, the current-section mark, the phone menu, the keyboard.
import type { Locator, Page } from "@playwright/test";
import { navEntries } from "../lib/i18n/english";
import { dialogCopy } from "../lib/i18n/en/ui";
import { reraPanel } from "../lib/i18n/en/pages";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import {
  expect,
  test,
  gotoHydrated,
  holdRequests,
  LATIN_FONT_FILES,
  openMenu,
  PHONE,
} from "./support/site";
import { openEnquiryPopup } from "./support/popups";

const desktop = { width: 1280, height: 800 };
/** The link marks the section the visitor is at. */
const expectCurrent = (link: Locator) => expect(link).toHaveAttribute("aria-current", "location");

/** The section sits just below the header, its heading in view. */
async function expectLandedOn(page: Page, sectionId: string) {
  const header = page.locator("header").first();
  const headerHeight = await header.evaluate((el) => el.getBoundingClientRect().height);
  const section = page.locator(`#${sectionId}`);
  // Smooth scrolling: wait until the section's top rests on the header's bottom edge.
  await expect
    .poll(async () => Math.round(await section.evaluate((el) => el.getBoundingClientRect().top)))
    .toBe(Math.round(headerHeight));
  const heading = section.getByRole("heading", { level: 2 });
  await expect(heading).toBeInViewport();
  const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerHeight);
}

test.describe("navigation", () => {
  test("desktop: nav links land below the header, highlighted, Home goes to the top; from another page and on /#amenities too", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expectCurrent(nav.getByRole("link", { name: "Home" }));

    for (const [label, id] of [
      ["About", "about"],
      ["Amenities", "amenities"],
    ] as const) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expectCurrent(nav.getByRole("link", { name: label }));
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
      await expectLandedOn(page, id);
    }

    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectCurrent(nav.getByRole("link", { name: "Home" }));

    await page.goto("/disclaimer");
    await nav.getByRole("link", { name: "Amenities" }).click();
    await expect(page).toHaveURL(/\/#amenities$/);
    await expectLandedOn(page, "amenities");
    await expectCurrent(nav.getByRole("link", { name: "Amenities" }));
    await page.setViewportSize(PHONE);
    await page.goto("/disclaimer");
    await page.goto("/#amenities");
    await expectLandedOn(page, "amenities");
  });

  test("phone: the menu opens with Enter, lists the nav's entries reachable by Tab, Esc closes it; it scrolls to About, closes, marks About", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = await openMenu(page);
    const labels = await menu.getByRole("listitem").allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(navEntries.map((entry) => entry.label));
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "About" }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/#about$/);
    await expectLandedOn(page, "about");
    await toggle.click();
    await expectCurrent(menu.getByRole("link", { name: "About" }));
    await menu.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A busy phone may run the visitor's next tap before a closing dialog's own work: the menu
    // tapped as the enquiry popup closes stays open, with focus where the visitor put it.
    const dialog = await openEnquiryPopup(page);
    await toggle.evaluate((button: HTMLButtonElement) => {
      document.querySelector<HTMLDialogElement>("dialog[open]")?.close();
      button.focus();
      button.click();
    });
    await expect(dialog).toBeHidden();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(toggle).toBeFocused();
  });
});

for (const lang of LANGS) {
  const words = uiWords[lang];
  test(`in ${lang}: a section reached before the web fonts arrive stays below the header while the page settles, until the visitor scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    const release = await holdRequests(page, LATIN_FONT_FILES);
    // Not "load": the held fonts hold it.
    await page.goto(localePath(lang, "/"), { waitUntil: "domcontentloaded" });
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const nav = page.getByRole("navigation", { name: words.interface.navigation.main });
    await nav.getByRole("link", { name: words.nav[2], exact: true }).click();
    await expectLandedOn(page, "amenities");
    // The fonts swap in, and the sections above are laid out in them.
    release();
    await expect(page.locator("html")).toHaveAttribute("data-loaded", "");
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe("loaded");
    await expectLandedOn(page, "amenities");
    // The visitor's own scroll is left where they put it.
    const top = () =>
      page.locator("#amenities").evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const landed = await top();
    await page.mouse.wheel(0, 300);
    await expect.poll(top).toBe(landed - 300);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    expect(await top()).toBe(landed - 300);
  });
}

test.describe("navigation by keyboard", () => {
  test("Tab: skip link, RERA panel, home link, nav; Enter opens a dialog holding focus until Esc returns it; the skip link passes the header", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    // The nav's dialog button acts once hydrated.
    await gotoHydrated(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    // The RERA panel above the header: its link to the authority's website.
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("complementary", { name: reraPanel.label }).getByRole("link"),
    ).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link").first()).toBeFocused();

    const nav = page.getByRole("navigation", { name: "Main" });
    // Every link of the nav in its order, then its dialog button.
    for (const entry of navEntries.filter((candidate) => candidate.kind === "link")) {
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: entry.label, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    const trigger = nav.getByRole("button", { name: "Brochure Download" });
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: dialogCopy.enquiry.title });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "body";
        return active.closest("dialog[open]") ? "dialog" : "page";
      });
      // Chromium lets Tab leave a modal dialog only to the browser UI (focus on body), never the page.
      expect(where).not.toBe("page");
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.goto("/disclaimer");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press("Tab");
    // The next stop is inside <main>, not the header's links again.
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });
});
