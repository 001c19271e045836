// Every page, each form dialog and the phone menu, in both languages, against WCAG 2.2 AA (axe).
import type { SiteDialogKind } from "../lib/content/navigation";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { dialogCopy } from "../lib/i18n/en/ui";
import {
  expect,
  test,
  expectNoAxeViolations,
  NOT_FOUND_ROUTE,
  openDialog,
  SITE_ROUTES,
  waitForHydration,
} from "./support/site";
import { openEnquiryPopup } from "./support/leads";

const ROUTES = [...SITE_ROUTES, NOT_FOUND_ROUTE];
const DIALOG_KINDS = Object.keys(dialogCopy) as SiteDialogKind[];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    for (const lang of LANGS) {
      test(`in ${lang}: each form dialog, open, and on a phone the open menu, have no violations`, async ({
        page,
      }) => {
        await page.goto(localePath(lang, "/"));
        await waitForHydration(page);
        for (const kind of DIALOG_KINDS) {
          // The enquiry popup as a visitor opens it, from the quick-contact bar.
          const dialog =
            kind === "enquiry" ? await openEnquiryPopup(page, lang) : await openDialog(page, kind);
          await expectNoAxeViolations(page);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
        if (viewport.width >= 768) return;
        const words = uiWords[lang].interface.navigation;
        await page.getByRole("button", { name: words.menu, exact: true }).click();
        await expect(
          page.getByRole("navigation", { name: words.mobile, exact: true }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
