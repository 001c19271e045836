// Consent, attribution, where leads go (Web3Forms or the preview server) and the conversion.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contact, project } from "../lib/content/project";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { leadForms, leadFormsByLang } from "../lib/leads/forms-by-lang";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";
import {
  openDialog,
  stubThirdParties,
  variantEnv,
  variantOrigin,
  waitForHydration,
} from "./support/site";
import {
  field,
  fillContact,
  heroForm,
  heroLabels,
  interceptLeads,
  LEAD_ID,
  openEnquiryPopup,
  popupLabels,
  visitor,
  contactLabels,
} from "./support/leads";
import { whatsappText } from "./support/lead-journeys";

test.describe("consent and attribution", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("every form carries the consent line linking the privacy notice in English and Hindi", async ({
    page,
  }) => {
    await page.goto("/");
    const forms = [heroForm(page)];
    for (const kind of ["enquiry", "contact", "brochure"] as const) {
      const dialog = await openDialog(page, kind);
      forms.push(dialog.getByRole("form"));
      for (const form of forms.slice(-1)) await checkConsent(form);
      await page.keyboard.press("Escape");
    }
    await checkConsent(forms[0]!);

    async function checkConsent(form: Locator) {
      await expect(form.getByText(/you agree to be called back about this enquiry/)).toBeVisible();
      await expect(form.getByRole("link", { name: /privacy notice/i })).toHaveAttribute(
        "href",
        "/privacy",
      );
      await expect(form.getByRole("link", { name: /हिन्दी/ })).toHaveAttribute(
        "href",
        "/hi/privacy",
      );
    }
  });

  test("utm parameters and gclid from the landing URL travel with a later lead", async ({
    page,
  }) => {
    const leads = await interceptLeads(page);
    await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=launch&gclid=abc");
    // The session remembers the campaign once the page has hydrated and stored it.
    await waitForHydration(page);
    // A full page load without parameters: the session still remembers the campaign.
    await page.goto("/disclaimer");
    const dialog = await openEnquiryPopup(page);
    await fillContact(dialog, popupLabels);
    await field(dialog, "Budget").selectOption("65-75 L");
    await dialog.getByRole("button", { name: leadForms.enquiry.submitLabel }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(leads.requests[0]!.postDataJSON()).toMatchObject({
      message: "popup",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "launch",
      gclid: "abc",
      page: "/disclaimer",
    });
  });
});

test.describe("lead destinations and the conversion", () => {
  type DataLayerEntry = unknown[];
  const conversions = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>) as DataLayerEntry)
        .filter((entry) => entry[0] === "event" && entry[1] === "conversion")
        .map((entry) => entry[2] as Record<string, unknown>),
    );

  for (const lang of LANGS) {
    test(`in ${lang}: with a key, leads go to Web3Forms and the thank-you page counts the lead once by transaction_id`, async ({
      page,
      context,
    }) => {
      const thankYou = `${variantOrigin}${localePath(lang, "/thank-you")}`;
      await stubThirdParties(page);
      const leads = await interceptLeads(page, {
        url: WEB3FORMS_ENDPOINT,
        reply: { json: { success: true, message: "Email sent successfully!" } },
      });
      await page.goto(`${variantOrigin}${localePath(lang, "/")}`);
      const form = page.getByRole("form", { name: uiWords[lang].heroForm.heading });
      await fillContact(form, contactLabels(lang));
      await form
        .getByRole("button", { name: leadFormsByLang[lang].hero.submitLabel, exact: true })
        .click();
      await expect(page).toHaveURL(thankYou);
      expect(leads.requests[0]!.postDataJSON()).toMatchObject({
        access_key: variantEnv.NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY,
        message: "hero banner",
        language: lang,
      });

      await expect.poll(() => conversions(page).then((c) => c.length)).toBe(1);
      const [first] = await conversions(page);
      expect(first).toMatchObject({
        send_to: `${variantEnv.NEXT_PUBLIC_GOOGLE_ADS_ID}/${variantEnv.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL}`,
        value: 1,
        currency: "INR",
      });
      // The conversion names the lead by the id the e-mail and the sheet carry.
      expect(first?.transaction_id).toMatch(LEAD_ID);
      expect(first?.transaction_id).toBe(leads.requests[0]!.postDataJSON().lead_id);

      // A reload repeats the same id, which Google Ads de-duplicates: the lead still counts once.
      await page.reload();
      await expect.poll(() => conversions(page).then((c) => c.length)).toBe(1);
      expect((await conversions(page))[0]?.transaction_id).toBe(first?.transaction_id);

      // A visit with no lead behind it (a new tab, so a new session) fires without an id.
      const other = await context.newPage();
      await stubThirdParties(other);
      await other.goto(thankYou);
      await expect.poll(() => conversions(other).then((c) => c.length)).toBe(1);
      expect((await conversions(other))[0]).not.toHaveProperty("transaction_id");
    });
  }

  test("without a key, a real lead reaches the preview server's leads.jsonl", async ({ page }) => {
    await stubThirdParties(page);
    const email = `e2e-${Date.now()}-${test.info().workerIndex}@example.in`;
    await page.goto("/?utm_source=newsletter");
    const form = heroForm(page);
    await fillContact(form, heroLabels, { ...visitor, email });
    await form.getByRole("button", { name: leadForms.hero.submitLabel }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    const file = path.resolve(".e2e/leads.jsonl");
    const findLead = async () => {
      const text = await readFile(file, "utf8").catch(() => "");
      return text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((lead) => lead.email === email);
    };
    await expect.poll(findLead).toBeTruthy();
    const stored = await findLead();
    expect(stored).toMatchObject({
      name: visitor.name,
      email,
      phone: visitor.phone,
      project: project.name,
      message: "hero banner",
      utm_source: "newsletter",
      page: "/",
    });
    expect(stored?.lead_id).toMatch(LEAD_ID);
    expect(stored).not.toHaveProperty("access_key");
    expect(typeof stored?.receivedAt).toBe("string");
  });
});

for (const lang of LANGS) {
  test(`in ${lang}: the thank-you page offers WhatsApp with a message already written, beside the call link`, async ({
    page,
  }) => {
    await stubThirdParties(page);
    await page.goto(localePath(lang, "/thank-you"));
    const words = uiWords[lang].thankYouWhatsapp;
    const main = page.getByRole("main");
    expect(await whatsappText(main.getByRole("link", { name: words.label }))).toBe(words.message);
    await expect(main.getByRole("link", { name: contact.phoneDisplay })).toHaveAttribute(
      "href",
      contact.telHref,
    );
  });
}
