// Every page, each form dialog and the phone menu, in both languages, against WCAG 2.2 AA (axe).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { DialogKind } from "../lib/content/navigation";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { dialogCopy } from "../lib/i18n/en/ui";
import {
  NOT_FOUND_ROUTE,
  SITE_ROUTES,
  openDialog,
  stubThirdParties,
  waitForHydration,
} from "./support/site";
import { openEnquiryPopup } from "./support/leads";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const ROUTES = [...SITE_ROUTES, NOT_FOUND_ROUTE];
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
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoViolations(page);
      });
    }

    for (const lang of LANGS) {
      test(`in ${lang}: each form dialog, open, has no violations`, async ({ page }) => {
        await page.goto(localePath(lang, "/"));
        await waitForHydration(page);
        for (const kind of DIALOG_KINDS) {
          // The enquiry popup as a visitor opens it, from the quick-contact bar.
          const dialog =
            kind === "enquiry" ? await openEnquiryPopup(page, lang) : await openDialog(page, kind);
          await expectNoViolations(page);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
      });
    }
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of LANGS) {
    test(`in ${lang}: the open mobile menu has no violations`, async ({ page }) => {
      const words = uiWords[lang].interface.navigation;
      await page.goto(localePath(lang, "/"));
      await waitForHydration(page);
      await page.getByRole("button", { name: words.menu, exact: true }).click();
      await expect(page.getByRole("navigation", { name: words.mobile, exact: true })).toBeVisible();
      await expectNoViolations(page);
    });
  }
});
