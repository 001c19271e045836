// Every lead traced from the ad click: its id and time, click ids that last 90 days, where the visit began.
import { expect, test, type Page } from "@playwright/test";
import { storageKeys } from "../lib/storage-keys";
import {
  FORM_IDS,
  fillForm,
  INDIAN_TIME,
  interceptLeads,
  LEAD_ID,
  reachForm,
  sentFields,
  submitButton,
  watchPage,
} from "./support/leads";
import { stubThirdParties, waitForHydration } from "./support/site";

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
  await expect(page).toHaveURL(/\/thank-you$/);
}

test.describe("lead id and time", () => {
  test("every form's lead carries its own lead_id (UUID v4) and submitted_at in Indian time", async ({
    context,
  }) => {
    test.slow();
    const sent: Record<string, string>[] = [];
    for (const id of FORM_IDS) {
      const page = await context.newPage();
      watchPage(page);
      await stubThirdParties(page, { autoPopup: id === "autoPopup" });
      if (id === "autoPopup") await page.clock.install();
      const requests = await interceptLeads(page);
      await page.goto("/");
      const form = await reachForm(page, id);
      await fillForm(form, id);
      await submitButton(form, id).click();
      await expect.poll(() => requests.length, { message: id }).toBe(1);
      sent.push(await sentFields(requests[0]!));
      await page.close();
    }
    for (const lead of sent) {
      expect(lead.lead_id).toMatch(LEAD_ID);
      expect(lead.submitted_at).toMatch(INDIAN_TIME);
      // The same instant as the machine's clock, written in Indian time.
      expect(Math.abs(Date.parse(lead.submitted_at!) - Date.now())).toBeLessThan(5 * 60_000);
    }
    expect(new Set(sent.map((lead) => lead.lead_id)).size).toBe(FORM_IDS.length);
  });
});

test.describe("click ids and where the visit began", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("click ids from the landing URL travel with a later lead; a newer click replaces them all", async ({
    page,
  }) => {
    const requests = await interceptLeads(page);
    await page.goto("/?gclid=OLD&gbraid=GB-1&wbraid=WB-1");
    await waitForHydration(page);
    await page.goto("/privacy");
    await page.goto("/");
    await sendHeroLead(page);
    expect(await sentFields(requests[0]!)).toMatchObject({
      gclid: "OLD",
      gbraid: "GB-1",
      wbraid: "WB-1",
    });

    await page.goto("/hi?wbraid=NEW-W");
    await waitForHydration(page);
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
    await page.goto("/?gclid=CLICK-EARLIER");
    await waitForHydration(page);
    await page.close();

    const later = await context.newPage();
    await stubThirdParties(later);
    await later.clock.install({ time: start + 30 * DAY_MS });
    const requests = await interceptLeads(later);
    await later.goto("/");
    await sendHeroLead(later);
    const sent = await sentFields(requests[0]!);
    expect(sent.gclid).toBe("CLICK-EARLIER");
    // A new tab is a new visit: it began on the page the visitor opened.
    expect(sent.landing_page).toBe("/");

    const expired = await context.newPage();
    await stubThirdParties(expired);
    await expired.clock.install({ time: start + 91 * DAY_MS });
    const expiredRequests = await interceptLeads(expired);
    await expired.goto("/");
    await sendHeroLead(expired);
    expect(await sentFields(expiredRequests[0]!)).not.toHaveProperty("gclid");
  });

  test("landing_page is the first page of the visit with its query, referrer the site that sent it", async ({
    page,
  }) => {
    const requests = await interceptLeads(page);
    await page.goto("/hi?utm_source=google", { referer: "https://www.google.com/" });
    // The visit is recorded by the hydrated page; a switch before that starts a new one.
    await waitForHydration(page);
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await sendHeroLead(page);
    expect(await sentFields(requests[0]!)).toMatchObject({
      landing_page: "/hi?utm_source=google",
      referrer: "https://www.google.com/",
      utm_source: "google",
      page: "/",
    });
  });
});

test.describe("click ids for a visitor in Europe", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("without consent the click id lasts the session only and a new tab has none; once accepted, it lasts across tabs", async ({
    context,
    page,
  }) => {
    await page.goto("/?gclid=EU-CLICK");
    await waitForHydration(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.clickIds)).toBe(
      null,
    );
    const sameTab = await interceptLeads(page);
    await page.goto("/privacy");
    await page.goto("/");
    await sendHeroLead(page);
    expect((await sentFields(sameTab[0]!)).gclid).toBe("EU-CLICK");

    const other = await context.newPage();
    await stubThirdParties(other);
    const newTab = await interceptLeads(other);
    await other.goto("/");
    await sendHeroLead(other);
    expect(await sentFields(newTab[0]!)).not.toHaveProperty("gclid");

    // Once the visitor has accepted, the next click id lasts across tabs.
    await other.evaluate((key) => localStorage.setItem(key, "granted"), storageKeys.adConsent);
    await other.goto("/?gclid=EU-ACCEPTED");
    await waitForHydration(other);
    const third = await context.newPage();
    await stubThirdParties(third);
    const accepted = await interceptLeads(third);
    await third.goto("/");
    await sendHeroLead(third);
    expect((await sentFields(accepted[0]!)).gclid).toBe("EU-ACCEPTED");
  });
});
