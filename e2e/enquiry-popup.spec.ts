// The enquiry popup in both languages, opened from the floating button and the nav.
import { expect, test } from "@playwright/test";
import { budgetOptions } from "../lib/content/leads";
import { dialogCopy } from "../lib/i18n/en/ui";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import { recordLayoutShifts } from "./support/layout-shift";
import { plainOrigin, stubThirdParties, waitForHydration } from "./support/site";
import {
  budgetField,
  expectLead,
  field,
  popupLabelsIn,
  fillContact,
  interceptLeads,
  openEnquiryPopup,
} from "./support/leads";

test.describe("enquiry popup", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("the budget options are the contract's: each value sent, each label shown", () => {
    expect(budgetOptions.map((o) => `${o.value} / ${o.label}`)).toEqual([
      "65-75 L / 65-75 L",
      "75-85 L / 76-85 L",
      "85-95 L / 86-95 L",
      "95-1 Cr / 96 L-1 Cr",
      "Above 1 Cr / Above 1 Cr",
    ]);
  });

  for (const lang of LANGS) {
    const words = uiWords[lang];
    const home = localePath(lang, "/");

    test(`in ${lang}: opens from the floating button with full name, email, mobile number and budget`, async ({
      page,
    }) => {
      await page.goto(home);
      await waitForHydration(page);
      const dialog = await openEnquiryPopup(page, lang);
      const labels = popupLabelsIn(lang);
      for (const label of Object.values(labels)) {
        await expect(field(dialog, label)).toBeVisible();
        await expect(field(dialog, label)).toHaveAttribute("required", "");
      }
      const budget = budgetField(dialog, lang);
      await expect(budget).toHaveAttribute("required", "");
      const options = await budget
        .locator("option")
        .evaluateAll((nodes: HTMLOptionElement[]) =>
          nodes.map((o) => ({ value: o.value, label: o.textContent, disabled: o.disabled })),
        );
      // Hindi labels over the English values sales reads.
      expect(options).toEqual([
        { value: "", label: words.forms.budgetPlaceholder, disabled: true },
        ...budgetOptions.map((o, i) => ({
          value: o.value,
          label: words.forms.budgetLabels[i],
          disabled: false,
        })),
      ]);
      await expect(budget).toHaveValue("");
      await dialog.getByRole("button", { name: words.interface.dialogClose, exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    test(`in ${lang}: without a budget nothing is sent, and the select says why`, async ({
      page,
    }) => {
      const leads = await interceptLeads(page);
      await page.goto(home);
      await waitForHydration(page);
      const dialog = await openEnquiryPopup(page, lang);
      await fillContact(dialog, popupLabelsIn(lang));
      await dialog
        .getByRole("button", { name: leadFormsByLang[lang].enquiry.submitLabel, exact: true })
        .click();
      const budget = budgetField(dialog, lang);
      expect(
        await budget.evaluate((select: HTMLSelectElement) => select.validity.valueMissing),
      ).toBe(true);
      await expect(dialog).toBeVisible();
      expect(leads.requests).toHaveLength(0);
      // The refused select is marked and described like a refused input, until a budget is chosen.
      await expect(budget).toHaveAttribute("aria-invalid", "true");
      await expect(budget).toHaveAccessibleDescription(words.forms.missing.budget);
      await budget.selectOption(budgetOptions[0]!.value);
      await expect(budget).not.toHaveAttribute("aria-invalid");
    });

    test(
      `in ${lang}: submitting → success closes the popup and goes to the thank-you page, with the budget sent`,
      { tag: "@smoke" },
      async ({ page }) => {
        const leads = await interceptLeads(page, { hold: true });
        await page.goto(home);
        await waitForHydration(page);
        const dialog = await openEnquiryPopup(page, lang);
        await fillContact(dialog, popupLabelsIn(lang));
        await budgetField(dialog, lang).selectOption({ label: words.forms.budgetLabels[1]! });
        await dialog
          .getByRole("button", { name: leadFormsByLang[lang].enquiry.submitLabel, exact: true })
          .click();
        await expect(
          dialog.getByRole("button", { name: words.forms.pending.submitting, exact: true }),
        ).toBeDisabled();
        await expect.poll(() => leads.requests.length).toBe(1);
        expectLead(leads.requests[0]!.postDataJSON(), lang, home, {
          subject: "Enquiry popup · 76-85 L",
          fields: { message: "popup", budget: "75-85 L", redirect: "" },
        });
        leads.release();
        await expect(page).toHaveURL(`${plainOrigin}${localePath(lang, "/thank-you")}`);
        await expect(dialog).toBeHidden();
        // The success callback also cleared the form: reopened, it is empty.
        const reopened = await openEnquiryPopup(page, lang);
        await expect(field(reopened, popupLabelsIn(lang).name)).toHaveValue("");
        await expect(budgetField(reopened, lang)).toHaveValue("");
      },
    );
  }

  test("the nav's Brochure Download opens the same popup", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Brochure Download" })
      .click();
    const dialog = page.getByRole("dialog", { name: dialogCopy.enquiry.title });
    await expect(field(dialog, "Budget")).toBeVisible();
  });

  test("opened over the middle of the page it moves nothing, and the page behind is whole again once it closes", async ({
    page,
  }) => {
    const shifts = await recordLayoutShifts(page);
    await page.goto("/");
    await waitForHydration(page);
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
