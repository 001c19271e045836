// The enquiry popup in both languages, opened from the floating button and the nav.
import { budgetOptions } from "../lib/content/leads";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import { recordLayoutShifts } from "./support/layout-shift";
import { expect, test, gotoHydrated, plainOrigin } from "./support/site";
import {
  expectLead,
  field,
  fillContact,
  interceptLeads,
  openEnquiryPopup,
  popupLabelsIn,
  thankYouUrl,
} from "./support/leads";

test.describe("enquiry popup", () => {
  for (const lang of LANGS) {
    const words = uiWords[lang];
    const home = localePath(lang, "/");

    test(
      `in ${lang}: opens from the floating button; no budget sends nothing; a lead with its budget closes it, ends on thank-you, clears it`,
      { tag: "@smoke" },
      async ({ page }) => {
        const leads = await interceptLeads(page, undefined, { hold: true });
        await gotoHydrated(page, home);
        let dialog = await openEnquiryPopup(page, lang);
        const labels = popupLabelsIn(lang);
        for (const label of Object.values(labels)) {
          await expect(field(dialog, label)).toBeVisible();
          await expect(field(dialog, label)).toHaveAttribute("required", "");
        }
        const budget = field(dialog, words.forms.labels.budget);
        await expect(budget).toHaveAttribute("required", "");
        const options = await budget
          .locator("option")
          .evaluateAll((nodes: HTMLOptionElement[]) =>
            nodes.map((o) => ({ value: o.value, label: o.textContent, disabled: o.disabled })),
          );
        // Labels in the page's language over the English values sales reads.
        expect(options).toEqual([
          { value: "", label: words.forms.budgetPlaceholder, disabled: true },
          ...budgetOptions.map((o, i) => ({
            value: o.value,
            label: words.forms.budgetLabels[i],
            disabled: false,
          })),
        ]);
        await expect(budget).toHaveValue("");
        await dialog
          .getByRole("button", { name: words.interface.dialogClose, exact: true })
          .click();
        await expect(dialog).toBeHidden();

        dialog = await openEnquiryPopup(page, lang);
        await fillContact(dialog, labels);
        const submit = dialog.getByRole("button", {
          name: leadFormsByLang[lang].enquiry.submitLabel,
          exact: true,
        });
        await submit.click();
        expect(
          await budget.evaluate((select: HTMLSelectElement) => select.validity.valueMissing),
        ).toBe(true);
        await expect(dialog).toBeVisible();
        // The refused select is marked and described like a refused input, until a budget is chosen.
        await expect(budget).toHaveAttribute("aria-invalid", "true");
        await expect(budget).toHaveAccessibleDescription(words.forms.missing.budget);
        expect(leads).toHaveLength(0);
        await budget.selectOption({ label: words.forms.budgetLabels[1]! });
        await expect(budget).not.toHaveAttribute("aria-invalid");

        await submit.click();
        await expect(
          dialog.getByRole("button", { name: words.forms.pending.submitting, exact: true }),
        ).toBeDisabled();
        await expect.poll(() => leads.length).toBe(1);
        expectLead(leads[0]!.postDataJSON(), lang, home, {
          subject: "Enquiry popup · 76-85 L",
          fields: { message: "popup", budget: "75-85 L", redirect: "" },
        });
        leads.release();
        await expect(page).toHaveURL(
          thankYouUrl(plainOrigin, lang, leads[0]!.postDataJSON().lead_id),
        );
        await expect(dialog).toBeHidden();
        // The success callback also cleared the form: reopened, it is empty.
        const reopened = await openEnquiryPopup(page, lang);
        await expect(field(reopened, labels.name)).toHaveValue("");
        await expect(field(reopened, words.forms.labels.budget)).toHaveValue("");
      },
    );
  }

  test("opened over the middle of the page it moves nothing, and the page behind is whole again once it closes", async ({
    page,
  }) => {
    const shifts = await recordLayoutShifts(page);
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).toHaveAttribute("data-loaded");
    await page.evaluate(() =>
      document.getElementById("prices")?.scrollIntoView({ behavior: "instant" }),
    );
    const scrolled = await page.evaluate(() => window.scrollY);
    // A heading far below, out of sight: is the browser drawing it, or skipping it?
    const farHeading = page.locator("#contact").getByRole("heading").first();
    const drawn = () =>
      farHeading.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(true);
    await page.waitForTimeout(300);
    await shifts.restart();

    const dialog = await openEnquiryPopup(page);
    // Making the page inert under the modal restyles only what shows: the rest is skipped.
    expect(await drawn()).toBe(false);
    await page.waitForTimeout(300);
    expect(await shifts.total()).toBe(0);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(drawn).toBe(true);
    expect(await shifts.total()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
