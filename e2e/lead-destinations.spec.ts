// Where leads go (Web3Forms or the preview server), the conversion and the thank-you page.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contact, project } from "../lib/i18n/english";
import { LANGS, localePath } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { leadForms, leadFormsByLang } from "../lib/leads/forms-by-lang";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";
import { conversions } from "./support/ads";
import {
  expect,
  test,
  gotoHydrated,
  plainOrigin,
  stubThirdParties,
  variantEnv,
  variantOrigin,
  waitForHydration,
} from "./support/site";
import {
  accept,
  contactLabels,
  fillContact,
  fillForm,
  heroForm,
  heroLabels,
  interceptLeads,
  LEAD_ID,
  reachForm,
  sentFields,
  submitButton,
  thankYouUrl,
  VALID,
  visitor,
  whatsappText,
  web3formsAccept,
} from "./support/leads";

for (const lang of LANGS) {
  test(`in ${lang}: with a key, leads go to Web3Forms; the thank-you page counts the lead it names once, by transaction_id, and offers WhatsApp`, async ({
    page,
    context,
  }) => {
    const thankYou = `${variantOrigin}${localePath(lang, "/thank-you")}`;
    const leads = await interceptLeads(page, [web3formsAccept], { url: WEB3FORMS_ENDPOINT });
    await page.goto(`${variantOrigin}${localePath(lang, "/")}`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: uiWords[lang].heroForm.heading });
    await fillContact(form, contactLabels(lang));
    await form
      .getByRole("button", { name: leadFormsByLang[lang].hero.submitLabel, exact: true })
      .click();
    await expect(page).toHaveURL(`${thankYou}?lead=${leads[0]!.postDataJSON().lead_id}`);
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

    // A reload, or the same lead's page in another tab, names a lead already counted: nothing more.
    await page.reload();
    await waitForHydration(page);
    expect(await conversions(page)).toEqual([]);
    // A bookmark, a direct visit or a malformed id names no lead: nothing counts.
    const other = await context.newPage();
    await stubThirdParties(other);
    for (const query of [`?lead=${first?.transaction_id}`, "", "?lead=not-a-lead-id"]) {
      await other.goto(`${thankYou}${query}`);
      await waitForHydration(other);
      expect(await conversions(other)).toEqual([]);
    }
  });
}

test("without a key, a real lead reaches the preview server's leads.jsonl", async ({ page }) => {
  const email = `e2e-${Date.now()}-${test.info().workerIndex}@example.in`;
  await gotoHydrated(page, "/?utm_source=newsletter");
  const form = heroForm(page);
  await fillContact(form, heroLabels, { ...visitor, email });
  await form.getByRole("button", { name: leadForms.hero.submitLabel }).click();
  await expect(page).toHaveURL(thankYouUrl(plainOrigin));
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

test("a form that stays on the page counts its lead once, as /thank-you counts a plain post's", async ({
  page,
}) => {
  const leads = await interceptLeads(page, [accept], { url: WEB3FORMS_ENDPOINT });
  await page.goto(`${variantOrigin}/`);
  for (const id of ["contact", "contact"] as const) {
    const form = await reachForm(page, id);
    await fillForm(form, id, { ...VALID, email: `${leads.length}-${VALID.email}` });
    await submitButton(form, id).click();
    await expect(form.getByRole("status")).toHaveText(leadForms.contact.status!.sent);
  }
  const sent = await Promise.all(leads.map(sentFields));
  expect((await conversions(page)).map((c) => c.transaction_id)).toEqual(
    sent.map((lead) => lead.lead_id),
  );
  // The same lead's id in a /thank-you URL is not counted again.
  await gotoHydrated(page, `${variantOrigin}/thank-you?lead=${sent[0]!.lead_id}`);
  expect(await conversions(page)).toEqual([]);
});
