// The enquiry popup in both languages, opened from the floating button and the nav.
import { leadFormTitles } from "../lib/leads/form-ids";
import { budgetOptions } from "../lib/content/leads";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import { fallbackMessage } from "../lib/leads/whatsapp";
import { recordLayoutShifts } from "./support/layout-shift";
import { expect, test, gotoHydrated, plainOrigin } from "./support/site";
import {
  accept,
  field,
  fillContact,
  interceptLeads,
  popupLabelsIn,
  readForm,
  sendHeld,
  submitButton,
  watchPage,
  whatsappText,
} from "./support/leads";
import { thankYouUrl, VALID } from "./support/lead-shape";
import { openEnquiryPopup } from "./support/popups";

for (const lang of LANGS) {
  const words = uiWords[lang];
  const home = localePath(lang, "/");

  test(
    `in ${lang}: the enquiry popup over mid-page moves nothing, the page whole once closed; no budget sends nothing; a failed send keeps all; a retry ends it`,
    { tag: "@smoke" },
    async ({ page }) => {
      const shifts = await recordLayoutShifts(page);
      // The first send meets a network failure: the alert says so, and a retry sends the same lead.
      const { alerts, errors } = watchPage(page);
      const leads = await interceptLeads(page, [(route) => route.abort("failed"), accept], {
        hold: true,
      });
      await gotoHydrated(page, home);
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

      let dialog = await openEnquiryPopup(page, lang);
      // Making the page inert under the modal restyles only what shows: the rest is skipped.
      expect(await drawn()).toBe(false);
      await page.waitForTimeout(300);
      expect(await shifts.total()).toBe(0);
      const labels = popupLabelsIn(lang);
      for (const label of Object.values(labels)) {
        await expect(field(dialog, label)).toBeVisible();
        await expect(field(dialog, label)).toHaveAttribute("required", "");
      }
      const budget = field(dialog, words.forms.labels.budget);
      await expect(budget).toHaveAttribute("required", "");
      // Labels in the page's language over the English values sales reads; the placeholder is disabled.
      const options = budget.locator("option");
      await expect(options).toHaveText([
        words.forms.budgetPlaceholder,
        ...words.forms.budgetLabels,
      ]);
      const values = options.evaluateAll((nodes: HTMLOptionElement[]) =>
        nodes.map((o) => [o.value, o.disabled]),
      );
      expect(await values).toEqual([["", true], ...budgetOptions.map((o) => [o.value, false])]);
      await expect(budget).toHaveValue("");
      await dialog.getByRole("button", { name: words.interface.dialogClose, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(drawn).toBe(true);
      expect(await shifts.total()).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      dialog = await openEnquiryPopup(page, lang);
      await fillContact(dialog, labels);
      await submitButton(dialog, "enquiry", lang).click();
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

      const lead = {
        subject: "Enquiry popup · 76-85 L",
        fields: { message: "popup", budget: "75-85 L", redirect: "" },
      };
      const typed = await readForm(dialog, "enquiry", lang);
      const request = await sendHeld(dialog, "enquiry", lang, leads, lead);
      leads.release();
      await expect.poll(() => alerts).toEqual([leadFormsByLang[lang].enquiry.networkAlert]);
      // The dialog stays open with every value, and its WhatsApp message names the budget.
      await expect(dialog).toBeVisible();
      expect(await readForm(dialog, "enquiry", lang)).toEqual(typed);
      const details = [`${words.forms.labels.budget}: ${words.forms.budgetLabels[1]}`];
      const whatsapp = dialog.getByRole("link", { name: words.leadFallback.whatsappLabel });
      expect(await whatsappText(whatsapp)).toBe(
        fallbackMessage(
          { ...VALID, details, formTitle: leadFormTitles.enquiry },
          words.leadFallback,
        ),
      );
      const retry = await sendHeld(dialog, "enquiry", lang, leads, lead);
      expect(retry.postDataJSON().lead_id).toBe(request.postDataJSON().lead_id);
      leads.release();
      await expect(page).toHaveURL(thankYouUrl(plainOrigin, lang, request.postDataJSON().lead_id));
      await expect(dialog).toBeHidden();
      // The success callback also cleared the form: reopened, it is empty.
      const reopened = await openEnquiryPopup(page, lang);
      await expect(field(reopened, labels.name)).toHaveValue("");
      await expect(field(reopened, words.forms.labels.budget)).toHaveValue("");
      expect(leads).toHaveLength(2);
      expect(errors).toEqual([]);
    },
  );
}
