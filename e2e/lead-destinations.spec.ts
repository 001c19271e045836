// Where leads go (Web3Forms or the preview server), the conversion and the thank-you page.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contact, project } from "../lib/i18n/english";
import { LANGS, localePath } from "../lib/i18n/lang";
import { getDictionary } from "../lib/i18n";
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
  fillForm,
  openForm,
  sendHero,
  submitButton,
  whatsappText,
  web3formsAccept,
} from "./support/leads";
import { LEAD_ID, VALID, visitor } from "./support/lead-shape";

for (const lang of LANGS) {
  test(`in ${lang}: with a key, leads go to Web3Forms; the thank-you page counts the lead it names once, by transaction_id, and offers WhatsApp`, async ({
    page,
    context,
  }) => {
    const thankYou = `${variantOrigin}${localePath(lang, "/thank-you")}`;
    const { requests: leads, form } = await openForm(page, "hero", {
      lang,
      origin: variantOrigin,
      url: WEB3FORMS_ENDPOINT,
      answers: [web3formsAccept],
    });
    await fillForm(form, "hero", VALID, lang);
    await submitButton(form, "hero", lang).click();
    // The URL names the lead, so wait for the lead itself before reading its id.
    await expect.poll(() => leads.length).toBe(1);
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
    const words = getDictionary(lang).pages.thankYou.whatsapp;
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
      await gotoHydrated(other, `${thankYou}${query}`);
      expect(await conversions(other)).toEqual([]);
    }
  });
}

test("without a key or a webhook, a real lead reaches the preview server's leads.jsonl, and nothing else leaves the page", async ({
  page,
}) => {
  const email = `e2e-${Date.now()}-${test.info().workerIndex}@example.in`;
  // Every request the page makes except its own pages and assets: a copy to a sheet would be among them.
  const others: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const asset = ["GET", "HEAD"].includes(request.method()) && url.origin === plainOrigin;
    if (!asset && url.pathname !== "/api/leads") others.push(`${request.method()} ${url.href}`);
  });
  await gotoHydrated(page, "/?utm_source=newsletter");
  await sendHero(page, { email });
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
  await page.waitForLoadState("networkidle");
  expect(others.filter((line) => !/^GET https:\/\/www\.google\.com\/maps/.test(line))).toEqual([]);
});
