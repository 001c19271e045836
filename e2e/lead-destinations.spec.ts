// Where leads go (Web3Forms or the preview server), the conversion and the thank-you page.
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contact, project } from "../lib/i18n/english";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { leadForms, leadFormsByLang } from "../lib/leads/forms-by-lang";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";
import { conversions } from "./support/ads";
import { stubThirdParties, variantEnv, variantOrigin, waitForHydration } from "./support/site";
import {
  contactLabels,
  fillContact,
  heroForm,
  heroLabels,
  interceptLeads,
  LEAD_ID,
  reply,
  visitor,
  whatsappText,
} from "./support/leads";

for (const lang of LANGS) {
  test(`in ${lang}: with a key, leads go to Web3Forms; the thank-you page counts the lead once by transaction_id and offers WhatsApp`, async ({
    page,
    context,
  }) => {
    const thankYou = `${variantOrigin}${localePath(lang, "/thank-you")}`;
    await stubThirdParties(page);
    const leads = await interceptLeads(
      page,
      [reply(200, JSON.stringify({ success: true, message: "Email sent successfully!" }))],
      { url: WEB3FORMS_ENDPOINT },
    );
    await page.goto(`${variantOrigin}${localePath(lang, "/")}`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: uiWords[lang].heroForm.heading });
    await fillContact(form, contactLabels(lang));
    await form
      .getByRole("button", { name: leadFormsByLang[lang].hero.submitLabel, exact: true })
      .click();
    await expect(page).toHaveURL(thankYou);
    expect(leads[0]!.postDataJSON()).toMatchObject({
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
    expect(first?.transaction_id).toBe(leads[0]!.postDataJSON().lead_id);
    // WhatsApp with a message already written, beside the call link.
    const words = uiWords[lang].thankYouWhatsapp;
    const main = page.getByRole("main");
    expect(await whatsappText(main.getByRole("link", { name: words.label }))).toBe(words.message);
    await expect(main.getByRole("link", { name: contact.phoneDisplay })).toHaveAttribute(
      "href",
      contact.telHref,
    );

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
  await waitForHydration(page);
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
