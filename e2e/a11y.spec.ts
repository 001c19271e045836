import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { DialogKind } from "../lib/content/navigation";
import { dialogCopy } from "../lib/ui/dialogs";
import { openDialog, stubThirdParties, waitForHydration } from "./support/site";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const ROUTES = [
  { path: "/", name: "home" },
  { path: "/thank-you", name: "thank-you" },
  { path: "/disclaimer", name: "disclaimer" },
  { path: "/privacy", name: "privacy" },
  { path: "/hi/privacy", name: "privacy in Hindi" },
  { path: "/no-such-page", name: "404" },
];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const DIALOG_KINDS = Object.keys(dialogCopy) as DialogKind[];

/** Fails with each violated rule and the elements it found, so the report says what to fix. */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
  expect(found).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route.name} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoViolations(page);
      });
    }

    for (const kind of DIALOG_KINDS) {
      test(`the ${kind} dialog, open, has no violations`, async ({ page }) => {
        await page.goto("/");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await openDialog(page, kind);
        await expectNoViolations(page);
      });
    }
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the open mobile menu has no violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the enquiry dialog opened from the floating Enquiry Now button has no violations", async ({
    page,
  }) => {
    await page.goto("/disclaimer");
    await waitForHydration(page);
    await page
      .getByRole("complementary", { name: "Quick contact" })
      .getByRole("button", { name: "Enquiry Now" })
      .click();
    await expect(page.getByRole("dialog", { name: dialogCopy.enquiry.title })).toBeVisible();
    await expectNoViolations(page);
  });
});

test("the enquiry dialog opened from the nav's Brochure Download has no violations", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Brochure Download" })
    .click();
  await expect(page.getByRole("dialog", { name: dialogCopy.enquiry.title })).toBeVisible();
  await expectNoViolations(page);
});
