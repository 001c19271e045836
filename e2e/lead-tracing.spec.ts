// Every lead traced from the ad click: its id and time, click ids that last 90 days, where the visit began.
import { expect, test, type Page } from "@playwright/test";
import { storageKeys } from "../lib/storage-keys";
import { conversions } from "./support/ads";
import {
  accept,
  FORM_IDS,
  fillForm,
  interceptLeads,
  reachForm,
  reply,
  sentFields,
  submitButton,
  watchPage,
} from "./support/lead-journeys";
import { INDIAN_TIME, LEAD_ID } from "./support/leads";
import { stubThirdParties, variantOrigin, waitForHydration } from "./support/site";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";

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
      const requests = await interceptLeads(page, [accept]);
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

  test("a retry after a failure keeps the lead's id; the next lead gets a new one", async ({
    page,
  }) => {
    watchPage(page);
    await stubThirdParties(page);
    const requests = await interceptLeads(page, [
      reply(500, JSON.stringify({ success: false, message: "Server busy" })),
      accept,
    ]);
    await page.goto("/");
    const form = await reachForm(page, "hero");
    await fillForm(form, "hero");
    await submitButton(form, "hero").click();
    await expect.poll(() => requests.length).toBe(1);
    await expect(submitButton(form, "hero")).toBeEnabled();
    await submitButton(form, "hero").click();
    await expect(page).toHaveURL(/\/thank-you$/);
    const [failed, retried] = await Promise.all(requests.map(sentFields));
    expect(retried!.lead_id).toBe(failed!.lead_id);

    await page.goto("/");
    await sendHeroLead(page);
    const next = await sentFields(requests[2]!);
    expect(next.lead_id).toMatch(LEAD_ID);
    expect(next.lead_id).not.toBe(failed!.lead_id);
  });

  test("the Google Ads conversion on /thank-you carries the lead_id as transaction_id", async ({
    page,
  }) => {
    await stubThirdParties(page);
    const leads: string[] = [];
    await page.route(WEB3FORMS_ENDPOINT, async (route) => {
      leads.push(String(route.request().postDataJSON().lead_id));
      await route.fulfill({ json: { success: true } });
    });
    await page.goto(`${variantOrigin}/`);
    await sendHeroLead(page);
    await expect.poll(async () => (await conversions(page)).length).toBe(1);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatch(LEAD_ID);
    expect((await conversions(page))[0]?.transaction_id).toBe(leads[0]);
  });
});

test.describe("click ids and where the visit began", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("gbraid and wbraid from the landing URL travel with a later lead", async ({ page }) => {
    const requests = await interceptLeads(page, [accept]);
    await page.goto("/?gbraid=GB-1&wbraid=WB-1");
    await waitForHydration(page);
    await page.goto("/privacy");
    await page.goto("/");
    await sendHeroLead(page);
    expect(await sentFields(requests[0]!)).toMatchObject({ gbraid: "GB-1", wbraid: "WB-1" });
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
    const requests = await interceptLeads(later, [accept]);
    await later.goto("/");
    await sendHeroLead(later);
    const sent = await sentFields(requests[0]!);
    expect(sent.gclid).toBe("CLICK-EARLIER");
    // A new tab is a new visit: it began on the page the visitor opened.
    expect(sent.landing_page).toBe("/");

    const expired = await context.newPage();
    await stubThirdParties(expired);
    await expired.clock.install({ time: start + 91 * DAY_MS });
    const expiredRequests = await interceptLeads(expired, [accept]);
    await expired.goto("/");
    await sendHeroLead(expired);
    expect(await sentFields(expiredRequests[0]!)).not.toHaveProperty("gclid");
  });

  test("a newer click replaces the older click ids", async ({ page }) => {
    const requests = await interceptLeads(page, [accept]);
    await page.goto("/?gclid=OLD&gbraid=OLD-B");
    await waitForHydration(page);
    await page.goto("/hi?wbraid=NEW-W");
    await waitForHydration(page);
    await page.goto("/");
    await sendHeroLead(page);
    const sent = await sentFields(requests[0]!);
    expect(sent.wbraid).toBe("NEW-W");
    expect(sent).not.toHaveProperty("gclid");
    expect(sent).not.toHaveProperty("gbraid");
  });

  test("landing_page is the first page of the visit with its query, referrer the site that sent it", async ({
    page,
  }) => {
    const requests = await interceptLeads(page, [accept]);
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

  test("a visit without a referrer sends an empty one", async ({ page }) => {
    const requests = await interceptLeads(page, [accept]);
    await page.goto("/");
    await sendHeroLead(page);
    expect(await sentFields(requests[0]!)).toMatchObject({ landing_page: "/", referrer: "" });
  });
});

test.describe("click ids for a visitor in Europe", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("without consent the click id lasts the session only; a new tab has none", async ({
    context,
    page,
  }) => {
    await page.goto("/?gclid=EU-CLICK");
    await waitForHydration(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.clickIds)).toBe(
      null,
    );
    const sameTab = await interceptLeads(page, [accept]);
    await page.goto("/privacy");
    await page.goto("/");
    await sendHeroLead(page);
    expect((await sentFields(sameTab[0]!)).gclid).toBe("EU-CLICK");

    const other = await context.newPage();
    await stubThirdParties(other);
    const newTab = await interceptLeads(other, [accept]);
    await other.goto("/");
    await sendHeroLead(other);
    expect(await sentFields(newTab[0]!)).not.toHaveProperty("gclid");
  });

  test("once the visitor has accepted, the click id lasts across tabs", async ({
    context,
    page,
  }) => {
    await context.addInitScript(
      (key) => localStorage.setItem(key, "granted"),
      storageKeys.adConsent,
    );
    await page.goto("/?gclid=EU-ACCEPTED");
    await waitForHydration(page);
    const other = await context.newPage();
    await stubThirdParties(other);
    const requests = await interceptLeads(other, [accept]);
    await other.goto("/");
    await sendHeroLead(other);
    expect((await sentFields(requests[0]!)).gclid).toBe("EU-ACCEPTED");
  });
});
