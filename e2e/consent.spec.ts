// The consent line and the one unticked box under every lead form, in both languages, and what the lead says of it.
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { LeadFormId } from "../lib/leads/form-ids";
import { leadForms } from "../lib/leads/forms-by-lang";
import { uiWords } from "../lib/i18n/ui";
import { marketingConsent } from "../lib/content/leads";
import { LANGS, localePath, type Lang } from "../lib/i18n/lang";
import { footer } from "../lib/i18n/en/pages";
import {
  accept,
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

const consentBox = (form: Locator, lang: Lang = "en") =>
  form.getByRole("checkbox", { name: uiWords[lang].marketingConsentLabel, exact: true });

for (const lang of LANGS) {
  test(`in ${lang}: every form states the purpose, links the notice in both languages, and offers one unticked box`, async ({
    page,
  }) => {
    const words = uiWords[lang];
    const other: Lang = lang === "en" ? "hi" : "en";
    await stubThirdParties(page, { autoPopup: true });
    await page.clock.install();
    await page.goto(localePath(lang, "/"));
    // The popup that opens by itself first, then the page's forms and the dialogs.
    for (const id of [
      "autoPopup",
      "hero",
      "siteVisit",
      "enquiry",
      "brochure",
      "contact",
    ] as const) {
      const form = await reachForm(page, id, lang);
      await expect(form.getByText(words.consent.before.trim(), { exact: false })).toBeVisible();
      const notice = form.getByRole("link", { name: words.consent.linkLabel });
      await expect(notice).toHaveAttribute("href", localePath(lang, "/privacy"));
      await expect(notice).toHaveAttribute("target", "_blank");
      const translation = form.getByRole("link", {
        name: new RegExp(uiWords[other].languageName),
      });
      await expect(translation).toHaveAttribute("href", localePath(other, "/privacy"));
      await expect(translation).toHaveAttribute("hreflang", other);
      await expect(translation).toHaveAttribute("target", "_blank");
      await expect(form.getByRole("checkbox")).toHaveCount(1);
      await expect(consentBox(form, lang)).toBeVisible();
      await expect(consentBox(form, lang)).not.toBeChecked();
      if (["autoPopup", "enquiry", "brochure", "contact"].includes(id)) {
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      }
    }
  });
}

// One JSON form and the multipart one: the box ticked says "yes", left alone "no".
for (const id of ["hero", "contact"] as const) {
  test(`${id} form (${leadForms[id].transport}): ticking the box sends marketing_consent "yes"`, async ({
    page,
  }) => {
    const { form, requests } = await openForm(page, id);
    await fillForm(form, id);
    await consentBox(form).check();
    await submitButton(form, id).click();
    await expect.poll(() => requests.length).toBe(1);
    expect((await sentFields(requests[0]!)).marketing_consent).toBe(marketingConsent.yes);
  });
}

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
