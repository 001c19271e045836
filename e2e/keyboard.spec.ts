import { navEntries } from "../lib/i18n/english";
import { dialogCopy } from "../lib/i18n/en/ui";
import { expect, test, gotoHydrated, waitForHydration } from "./support/site";
import { reraPanel } from "../lib/i18n/en/pages";

test.describe("keyboard journey at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Tab: skip link, RERA panel, home link, nav; Enter opens a dialog holding focus until Esc returns it; the skip link passes the header", async ({
    page,
  }) => {
    await page.goto("/");
    // The nav's dialog button acts once hydrated.
    await waitForHydration(page);
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
    for (const name of ["Home", "About", "Amenities"]) {
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name, exact: true })).toBeFocused();
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

test.describe("keyboard journey at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens with Enter, lists the nav's entries reachable by Tab, and Esc closes it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const labels = await menu.getByRole("listitem").allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(navEntries.map((entry) => entry.label));
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});
