// Every lead traced from the ad click: click ids that last 90 days, where the visit began.
import type { BrowserContext, Page } from "@playwright/test";
import { uiWords } from "../lib/i18n/ui";
import { storageKeys } from "../lib/storage-keys";
import {
  fillForm,
  interceptLeads,
  reachForm,
  INDIAN_TIME,
  sentFields,
  submitButton,
  thankYouUrl,
} from "./support/leads";
import {
  expect,
  test,
  gotoHydrated,
  plainOrigin,
  stubThirdParties,
  waitForHydration,
} from "./support/site";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends the hero form and waits for the thank-you page. Each call is a different visitor, so the
 * duplicate guard never holds a lead back.
 */
let visitors = 0;
async function sendHeroLead(page: Page) {
  const form = await reachForm(page, "hero");
  await fillForm(form, "hero", { email: `visitor-${++visitors}@example.in` });
  await submitButton(form, "hero").click();
  await expect(page).toHaveURL(thankYouUrl(plainOrigin));
}

/** A new tab of the same browser (at `time`, if given) sends a hero lead: what it carried. */
async function leadFromNewTab(context: BrowserContext, time?: number) {
  const page = await context.newPage();
  await stubThirdParties(page);
  if (time !== undefined) await page.clock.install({ time });
  const requests = await interceptLeads(page);
  await page.goto("/");
  await sendHeroLead(page);
  return sentFields(requests[0]!);
}

test.describe("click ids and where the visit began", () => {
  test("the landing page with its query, the referrer and the click ids travel with a later lead; a newer click replaces the ids", async ({
    page,
  }) => {
    const requests = await interceptLeads(page);
    await page.goto("/hi?utm_source=google&gclid=OLD&gbraid=GB-1&wbraid=WB-1", {
      referer: "https://www.google.com/",
    });
    // The visit is recorded by the hydrated page; a switch before that starts a new one.
    await waitForHydration(page);
    await page.getByRole("link", { name: uiWords.en.languageName }).first().click();
    await expect(page).toHaveURL(/\/$/);
    // Full page loads without parameters: the visit still remembers them.
    await page.goto("/privacy");
    await page.goto("/");
    await sendHeroLead(page);
    expect(await sentFields(requests[0]!)).toMatchObject({
      landing_page: "/hi?utm_source=google&gclid=OLD&gbraid=GB-1&wbraid=WB-1",
      referrer: "https://www.google.com/",
      utm_source: "google",
      page: "/",
      gclid: "OLD",
      gbraid: "GB-1",
      wbraid: "WB-1",
      ad_consent: "granted",
    });
    expect((await sentFields(requests[0]!)).click_at).toMatch(INDIAN_TIME);

    await gotoHydrated(page, "/hi?wbraid=NEW-W");
    await page.goto("/");
    await sendHeroLead(page);
    const sent = await sentFields(requests[1]!);
    expect(sent.wbraid).toBe("NEW-W");
    expect(sent).not.toHaveProperty("gclid");
    expect(sent).not.toHaveProperty("gbraid");
  });

  test("a gclid from an earlier tab travels with a lead sent from a new tab days later, and not after 90 days", async ({
    context,
    page,
  }) => {
    const start = new Date("2026-11-01T10:00:00+05:30").getTime();
    await page.clock.install({ time: start });
    await gotoHydrated(page, "/?gclid=CLICK-EARLIER");
    await page.close();

    const sent = await leadFromNewTab(context, start + 30 * DAY_MS);
    expect(sent.gclid).toBe("CLICK-EARLIER");
    // A new tab is a new visit: it began on the page the visitor opened.
    expect(sent.landing_page).toBe("/");
    expect(await leadFromNewTab(context, start + 91 * DAY_MS)).not.toHaveProperty("gclid");
  });
});

test.describe("click ids for a visitor in Europe", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("without consent the click id lives in the page only: its lead carries it, the next page and a new tab do not; accepted, it lasts", async ({
    context,
    page,
  }) => {
    test.slow();
    await gotoHydrated(page, "/?gclid=EU-CLICK");
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.clickIds)).toBe(
      null,
    );
    const sameTab = await interceptLeads(page);
    await sendHeroLead(page);
    expect(await sentFields(sameTab[0]!)).toMatchObject({
      gclid: "EU-CLICK",
      ad_consent: "pending",
    });
    await page.goto("/");
    await sendHeroLead(page);
    expect(await sentFields(sameTab[1]!)).not.toHaveProperty("gclid");

    expect(await leadFromNewTab(context)).not.toHaveProperty("gclid");

    // Once the visitor has accepted, the next click id lasts across tabs.
    await page.evaluate((key) => localStorage.setItem(key, "granted"), storageKeys.adConsent);
    await gotoHydrated(page, "/?gclid=EU-ACCEPTED");
    expect((await leadFromNewTab(context)).gclid).toBe("EU-ACCEPTED");
  });
});
