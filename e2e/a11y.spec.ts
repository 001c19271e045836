// Every page, each form dialog and the phone menu, in both languages, against WCAG 2.2 AA (axe);
// and every page's words are for buyers.
import { LANGS, localePath } from "../lib/i18n/lang";
import {
  expect,
  test,
  DIALOG_KINDS,
  EVERY_ROUTE,
  expectNoAxeViolations,
  gotoHydrated,
  openDialog,
  openMenu,
  VIEWPORTS,
} from "./support/site";
import { openEnquiryPopup } from "./support/popups";

const SOURCE_TALK = /\b(brief|marketing material|placeholders?|spec|specification)\b/i;
// A form cannot override a visitor's Do Not Disturb registration: no page may claim it does.
const DND_CLAIM = /do not call|do not disturb|\bDND\b|NCPR/i;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of EVERY_ROUTE) {
      test(`${route} has no WCAG 2.2 AA violations; it speaks to buyers, never of a brief, placeholders or a spec, never overriding DND`, async ({
        page,
      }) => {
        await page.goto(route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The whole page as a visitor scrolls to it: every part laid out, none still skipped.
        await expect(page.locator("html")).toHaveAttribute("data-loaded", "");
        await expectNoAxeViolations(page);
        const text = await page.locator("body").innerText();
        expect(text.match(SOURCE_TALK)).toBeNull();
        expect(text).not.toMatch(DND_CLAIM);
      });
    }

    for (const lang of LANGS) {
      test(`in ${lang}: each form dialog, open, and on a phone the open menu, have no violations`, async ({
        page,
      }) => {
        await gotoHydrated(page, localePath(lang, "/"));
        for (const kind of DIALOG_KINDS) {
          // The enquiry popup as a visitor opens it, from the quick-contact bar.
          const dialog =
            kind === "enquiry" ? await openEnquiryPopup(page, lang) : await openDialog(page, kind);
          await expectNoAxeViolations(page);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
        if (viewport.width >= 768) return;
        await openMenu(page, lang);
        await expectNoAxeViolations(page);
      });
    }
  });
}
