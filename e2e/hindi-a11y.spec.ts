// The Hindi pages against WCAG 2.2 AA with axe, as e2e/a11y.spec.ts holds the English ones.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { uiWords } from "../lib/i18n/ui";
import { stubThirdParties, waitForHydration } from "./support/site";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const ROUTES = [
  { path: "/hi", name: "home in Hindi" },
  { path: "/hi/thank-you", name: "thank-you in Hindi" },
  { path: "/hi/disclaimer", name: "disclaimer in Hindi" },
  { path: "/hi/privacy", name: "privacy in Hindi" },
];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const hi = uiWords.hi;

/** Fails with each violated rule and the elements it found, so the report says what to fix. */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
  expect(found).toEqual([]);
}

/** The page axe is about to check is the Hindi one, fully rendered. */
async function openHindiPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route.name} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await openHindiPage(page, route.path);
        await expectNoViolations(page);
      });
    }

    test("home in Hindi with the enquiry dialog open has no violations", async ({ page }) => {
      await openHindiPage(page, "/hi");
      await waitForHydration(page);
      await page
        .getByRole("complementary", { name: hi.interface.quickContact.label, exact: true })
        .getByRole("button", { name: hi.interface.quickContact.enquiry, exact: true })
        .click();
      await expect(
        page.getByRole("dialog", { name: hi.dialogs.enquiry.title, exact: true }),
      ).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("home in Hindi with the mobile menu open has no violations", async ({ page }) => {
    await openHindiPage(page, "/hi");
    await waitForHydration(page);
    await page.getByRole("button", { name: hi.interface.navigation.menu, exact: true }).click();
    await expect(
      page.getByRole("navigation", { name: hi.interface.navigation.mobile, exact: true }),
    ).toBeVisible();
    await expectNoViolations(page);
  });
});
