// Every lead traced from the ad click: click ids that last 90 days, where the visit began.
import type { BrowserContext, Page } from "@playwright/test";
import { uiWords } from "../lib/i18n/ui";
import { storageKeys } from "../lib/storage-keys";
import { interceptLeads, openForm, sendHero, sentFields } from "./support/leads";
import { INDIAN_TIME } from "./support/lead-shape";
import { expect, test, gotoHydrated, waitForHydration } from "./support/site";

/** Each lead is another visitor's, so the duplicate guard never holds one back. */
let visitors = 0;
const sendHeroLead = (page: Page) => sendHero(page, { email: `visitor-${++visitors}@example.in` });

/** A new tab of the same browser sends a hero lead: what it carried. */
async function leadFromNewTab(context: BrowserContext) {
  const page = await context.newPage();
  const { requests } = await openForm(page, "hero");
  await sendHeroLead(page);
  return sentFields(requests[0]!);
}

test("the landing page with its query, the referrer and the click ids travel with a later lead, and one from a new tab; a newer click replaces them", async ({
  context,
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
  // They last across tabs (for 90 days: lib/leads/click-ids.test.ts); a new tab is a new visit.
  expect(await leadFromNewTab(context)).toMatchObject({ wbraid: "NEW-W", landing_page: "/" });
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
