// A lead form's code comes with the visitor's first interaction, not with the page: until then each
// form is the served HTML, which posts itself. In both languages, on the hero form.
import type { Page, Request } from "@playwright/test";
import { leadFormTitles } from "../lib/leads/form-ids";
import { getDictionary } from "../lib/i18n";
import { fallbackMessage } from "../lib/leads/whatsapp";
import { LANGS, localePath, type Lang } from "../lib/i18n/lang";
import {
  fillForm,
  interceptLeads,
  sentFields,
  submitButton,
  submitHeroOffline,
  watchPage,
  whatsappText,
} from "./support/leads";
import { thankYouUrl, VALID } from "./support/lead-shape";
import { expect, plainOrigin, stubThirdParties, test, variantOrigin } from "./support/site";

const isLeadPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/leads";

/** The home page hydrated and quiet, touched by nothing yet; the scripts it fetched are counted. */
async function arriveUntouched(page: Page, lang: Lang, origin = "") {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`${origin}${localePath(lang, "/")}`);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: getDictionary(lang).ui.heroForm.heading });
  // The hero, where a visitor finds what shows under its form.
  const hero = page.getByRole("region", {
    name: getDictionary(lang).pages.hero.heading,
    exact: true,
  });
  return { scripts, form, hero };
}

for (const lang of LANGS) {
  test(`in ${lang}: a visitor who only reads fetches no form code; the first tap brings it, and the form sends its lead itself`, async ({
    page,
  }) => {
    const requests = await interceptLeads(page);
    const { scripts, form } = await arriveUntouched(page, lang);
    const fetched = scripts.length;
    await expect(form).not.toHaveAttribute("data-ready");

    await form.getByRole("textbox").first().click();
    await expect.poll(() => scripts.length).toBeGreaterThan(fetched);
    await expect(form).toHaveAttribute("data-ready", "");

    await fillForm(form, "hero", VALID, lang);
    await submitButton(form, "hero", lang).click();
    await expect(page).toHaveURL(thankYouUrl(plainOrigin, lang));
    expect(requests).toHaveLength(1);
    // Sent by the form's own code (JSON), not posted by the browser.
    expect(await requests[0]!.allHeaders()).toMatchObject({ "content-type": "application/json" });
    expect(await sentFields(requests[0]!)).toMatchObject({ name: VALID.name, phone: VALID.phone });
  });

  test(`in ${lang}: offline before the first touch, a submit says so, keeps every value and offers WhatsApp; back online, it sends`, async ({
    page,
    context,
  }) => {
    const { alerts, errors } = watchPage(page);
    const posts: Request[] = [];
    page.on("request", (request) => void (isLeadPost(request) && posts.push(request)));
    const { form, hero } = await arriveUntouched(page, lang);
    // The first touch asks for the form's code, which cannot come.
    await submitHeroOffline(context, form, lang, alerts);
    await expect(page).toHaveURL(`${plainOrigin}${localePath(lang, "/")}`);
    expect(posts).toHaveLength(0);
    // The way out a failed send offers: WhatsApp with what the visitor typed, under the form.
    const words = getDictionary(lang).ui.leadFallback;
    const wayOut = hero.getByRole("link", { name: words.whatsappLabel, exact: true });
    await expect(wayOut).toBeVisible();
    expect(await whatsappText(wayOut)).toBe(
      fallbackMessage({ ...VALID, details: [], formTitle: leadFormTitles.hero }, words),
    );

    await context.setOffline(false);
    await submitButton(form, "hero", lang).click();
    await expect(page).toHaveURL(thankYouUrl(plainOrigin, lang));
    expect(posts).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test(`in ${lang}: once the form's code has come, its own failure replaces the way out offered before`, async ({
    page,
    context,
  }) => {
    const { alerts } = watchPage(page);
    const { form, hero } = await arriveUntouched(page, lang);
    await submitHeroOffline(context, form, lang, alerts);
    const whatsapp = { name: getDictionary(lang).ui.leadFallback.whatsappLabel, exact: true };
    await expect(hero.getByRole("link", whatsapp)).toHaveCount(1);
    await expect(form.getByRole("link", whatsapp)).toHaveCount(0);

    await context.setOffline(false);
    await form.getByRole("textbox").first().click();
    await expect(form).toHaveAttribute("data-ready", "");
    await context.setOffline(true);
    await submitButton(form, "hero", lang).click();
    await expect.poll(() => alerts).toHaveLength(2);
    // One way out: the form's own.
    await expect(form.getByRole("link", whatsapp)).toBeVisible();
    await expect(hero.getByRole("link", whatsapp)).toHaveCount(1);
  });

  test(`in ${lang}: with a captcha set, the tap that brings a form's code also starts its challenge`, async ({
    page,
  }) => {
    const { hcaptchaRequests } = await stubThirdParties(page);
    const { form } = await arriveUntouched(page, lang, variantOrigin);
    expect(hcaptchaRequests).toEqual([]);
    // The one focus of a visitor whose browser then fills every field itself.
    await form.getByRole("textbox").first().click();
    await expect(form).toHaveAttribute("data-ready", "");
    await expect.poll(() => hcaptchaRequests.length).toBe(1);
  });
}
