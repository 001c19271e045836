import { expect, test, type Locator, type Page } from "@playwright/test";
import type { LeadFormId } from "../lib/leads/form-ids";
import { leadForms } from "../lib/leads/forms-by-lang";
import { uiWords } from "../lib/i18n/ui";
import { consentCopy, marketingConsent } from "../lib/content/form-copy";
import { footer } from "../lib/content/footer";
import {
  accept,
  FORM_IDS,
  fillForm,
  interceptLeads,
  reachForm,
  sentFields,
  submitButton,
} from "./support/lead-journeys";
import { stubThirdParties } from "./support/site";

async function openForm(page: Page, id: LeadFormId) {
  await stubThirdParties(page, { autoPopup: id === "autoPopup" });
  if (id === "autoPopup") await page.clock.install();
  const requests = await interceptLeads(page, [accept]);
  await page.goto("/");
  return { form: await reachForm(page, id), requests };
}

const consentBox = (form: Locator) =>
  form.getByRole("checkbox", { name: marketingConsent.label, exact: true });

for (const id of FORM_IDS) {
  test.describe(`${id} form`, () => {
    test("states the purpose, links the notice in English and Hindi, and offers one unticked box", async ({
      page,
    }) => {
      const { form } = await openForm(page, id);
      await expect(form.getByText(consentCopy.before.trim(), { exact: false })).toBeVisible();
      await expect(form.getByRole("link", { name: consentCopy.linkLabel })).toHaveAttribute(
        "href",
        "/privacy",
      );
      const hindi = form.getByRole("link", { name: new RegExp(uiWords.hi.languageName) });
      await expect(hindi).toHaveAttribute("href", "/hi/privacy");
      await expect(hindi).toHaveAttribute("hreflang", "hi");
      await expect(form.getByRole("checkbox")).toHaveCount(1);
      await expect(consentBox(form)).toBeVisible();
      await expect(consentBox(form)).not.toBeChecked();
    });

    test('ticking the box sends marketing_consent "yes"', async ({ page }) => {
      const { form, requests } = await openForm(page, id);
      await fillForm(form, id);
      await consentBox(form).check();
      await submitButton(form, id).click();
      await expect.poll(() => requests.length).toBe(1);
      expect((await sentFields(requests[0]!)).marketing_consent).toBe(marketingConsent.yes);
    });
  });
}

// One JSON form and the multipart one: the box left alone says "no".
for (const id of ["hero", "contact"] as const) {
  test(`${id} form (${leadForms[id].transport}): left unticked, the lead says marketing_consent "no"`, async ({
    page,
  }) => {
    const { form, requests } = await openForm(page, id);
    await fillForm(form, id);
    await submitButton(form, id).click();
    await expect.poll(() => requests.length).toBe(1);
    expect((await sentFields(requests[0]!)).marketing_consent).toBe(marketingConsent.no);
  });
}

test("the footer says details reach registered brokers only with that consent", async ({
  page,
}) => {
  await stubThirdParties(page);
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByText(footer.brokerSharing)).toBeVisible();
  expect(footer.brokerSharing).toMatch(/registered brokers only if you tick the box/);
});
