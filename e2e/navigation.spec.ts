// The header navigation: scrolling to sections, the current-section mark, the phone menu.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/site";

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

test.describe("navigation", () => {
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

  test("desktop: nav links land below the header, highlighted, Home goes to the top; from another page and on /#amenities too", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "location",
    );

    for (const [label, id] of [
      ["About", "about"],
      ["Amenities", "amenities"],
    ] as const) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute(
        "aria-current",
        "location",
      );
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
      await expectLandedOn(page, id);
    }

    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "location",
    );

    await page.goto("/disclaimer");
    await nav.getByRole("link", { name: "Amenities" }).click();
    await expect(page).toHaveURL(/\/#amenities$/);
    await expectLandedOn(page, "amenities");
    await expect(nav.getByRole("link", { name: "Amenities" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await page.setViewportSize(phone);
    await page.goto("/disclaimer");
    await page.goto("/#amenities");
    await expectLandedOn(page, "amenities");
  });

  test("phone: the menu scrolls to About, closes, and marks About as current", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "About" }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/#about$/);
    await expectLandedOn(page, "about");
    await toggle.click();
    await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await menu.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
