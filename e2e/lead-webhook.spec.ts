// The copy of every lead to the business's sheet (NEXT_PUBLIC_LEAD_WEBHOOK_URL), on the variant build.
import { expect, test, type Page, type Request } from "@playwright/test";
import type { LeadFormId } from "../lib/leads/form-ids";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";
import { storageKeys } from "../lib/storage-keys";
import {
  expectSuccess,
  fillForm,
  heroForm,
  FORM_IDS,
  interceptLeads,
  prepareFor,
  reachForm,
  reply,
  sentFields,
  submitButton,
  type Answer,
  watchPage,
  web3formsAccept,
} from "./support/leads";
import { INDIAN_TIME, LEAD_ID, thankYouUrl, VALID } from "./support/lead-shape";
import { arriveOffline, gotoHydrated, variantEnv, variantOrigin } from "./support/site";
import { conversions } from "./support/ads";
import { watchCsp } from "./support/csp";

const WEBHOOK = variantEnv.NEXT_PUBLIC_LEAD_WEBHOOK_URL ?? "";
const WEBHOOK_ORIGIN = new URL(WEBHOOK).origin;

/** What the service gets that the sheet must not: its key and the captcha answer. */
const NOT_COPIED = ["access_key", "h-captcha-response"];

/** The variant build, its service and webhook intercepted; every request to the webhook's origin (a preflight too) recorded. */
async function openVariant(
  page: Page,
  id: LeadFormId,
  webhook: Answer = reply(200, JSON.stringify({ ok: true })),
  service: Answer = web3formsAccept,
  hydrated = true,
) {
  const watched = watchPage(page);
  const { consoleMessages: csp } = await watchCsp(page);
  const toWebhookOrigin: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin === WEBHOOK_ORIGIN) toWebhookOrigin.push(request);
  });
  await prepareFor(page, id);
  const serviceRequests = await interceptLeads(page, [service], { url: WEB3FORMS_ENDPOINT });
  const copies: Request[] = [];
  await page.route(`${WEBHOOK_ORIGIN}/**`, (route) => {
    copies.push(route.request());
    return webhook(route);
  });
  await page.goto(`${variantOrigin}/`);
  const form = hydrated ? await reachForm(page, id) : heroForm(page);
  await fillForm(form, id);
  return { ...watched, csp, toWebhookOrigin, serviceRequests, copies, form };
}

const copied = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => !NOT_COPIED.includes(key)));

for (const id of FORM_IDS) {
  test(`${id} form: its lead, with its id and time, also reaches the webhook with the service's fields, without a preflight, and counts once`, async ({
    page,
  }) => {
    const run = await openVariant(page, id);
    await submitButton(run.form, id).click();
    await expectSuccess(page, run.form, id, run.alerts, variantOrigin);
    await expect.poll(() => run.copies.length).toBe(1);

    const copy = run.copies[0]!;
    expect(copy.url()).toBe(WEBHOOK);
    expect(copy.method()).toBe("POST");
    // A CORS-safelisted type and method: the browser sends the copy without asking first.
    expect((await copy.allHeaders())["content-type"]).toMatch(/^text\/plain\b/i);
    expect(run.toWebhookOrigin.map((request) => request.method())).toEqual(["POST"]);

    expect(run.serviceRequests).toHaveLength(1);
    const service = await sentFields(run.serviceRequests[0]!);
    expect(service.access_key).toBe(variantEnv.NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY);
    expect(service.email).toBe(VALID.email);
    // Its own id, and the machine's present instant written in Indian time.
    expect(service.lead_id).toMatch(LEAD_ID);
    expect(service.submitted_at).toMatch(INDIAN_TIME);
    expect(Math.abs(Date.parse(service.submitted_at!) - Date.now())).toBeLessThan(5 * 60_000);
    const sheet = JSON.parse(copy.postData() ?? "null") as Record<string, string>;
    for (const key of NOT_COPIED) expect(sheet, key).not.toHaveProperty(key);
    // Field by field, so a difference names the field.
    const expected = copied(service);
    for (const [key, value] of Object.entries(expected)) expect(sheet[key], key).toBe(value);
    expect(Object.keys(sheet).sort()).toEqual(Object.keys(expected).sort());

    // Counted once, by the lead's id, wherever the form ends; its /thank-you URL counts it no more.
    const counted = async () => (await conversions(page)).map((c) => c.transaction_id);
    await expect.poll(counted).toEqual([service.lead_id]);
    await gotoHydrated(page, `${variantOrigin}/thank-you?lead=${service.lead_id}`);
    expect(await counted()).toEqual([]);

    expect(run.csp).toEqual([]);
    expect(run.errors).toEqual([]);
  });
}

// A webhook that never answers while the page moves on; one that refuses: the next test, and lib/leads/webhook.test.ts.
test("a webhook hanging forever changes nothing the visitor sees, and the next page sends the copy again", async ({
  page,
}) => {
  const run = await openVariant(page, "hero", () => new Promise<void>(() => {}));
  await submitButton(run.form, "hero").click();
  await expect(page).toHaveURL(thankYouUrl(variantOrigin));
  await expect.poll(() => run.copies.length).toBeGreaterThanOrEqual(1);
  expect(run.serviceRequests).toHaveLength(1);
  await page.goto(`${variantOrigin}/privacy`);
  await expect.poll(() => run.copies.length).toBeGreaterThanOrEqual(2);
  const [first, again] = run.copies.map((copy) => copy.postData());
  expect(again).toBe(first);
  expect(run.alerts).toEqual([]);
  expect(run.errors).toEqual([]);
});

test("a copy waiting while the next page is offline stays queued without an error, and goes once the connection is back", async ({
  page,
}) => {
  const run = await openVariant(page, "hero", () => new Promise<void>(() => {}));
  await submitButton(run.form, "hero").click();
  await expect(page).toHaveURL(thankYouUrl(variantOrigin));
  await expect.poll(() => run.copies.length).toBe(1);
  const offline = await arriveOffline(page, `${variantOrigin}/privacy`);
  expect(await offline.settledErrors()).toEqual([]);
  expect(run.copies).toHaveLength(1);
  await offline.restore();
  await page.goto(`${variantOrigin}/disclaimer`);
  await expect.poll(() => run.copies.length).toBe(2);
  expect(run.copies[1]!.postData()).toBe(run.copies[0]!.postData());
});

test("a lead posted before hydration sends its copy with its lead_id first; one the sheet refused goes again on the next page, then is let go", async ({
  page,
}) => {
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  const answers = [
    reply(200, JSON.stringify({ ok: false })),
    reply(200, JSON.stringify({ ok: true })),
  ];
  let copiesAtPost = -1;
  const run = await openVariant(
    page,
    "hero",
    (route) => answers[Math.min(run.copies.length, 2) - 1]!(route),
    (route) => {
      copiesAtPost = run.copies.length;
      return route.fulfill({ status: 303, headers: { location: `${variantOrigin}/thank-you` } });
    },
    false,
  );
  await submitButton(run.form, "hero").click();
  await expect(page).toHaveURL(`${variantOrigin}/thank-you`);
  expect(copiesAtPost).toBe(1);
  const service = await sentFields(run.serviceRequests[0]!);
  const sheet = JSON.parse(run.copies[0]!.postData() ?? "null") as Record<string, string>;
  expect(service.lead_id).toMatch(LEAD_ID);
  expect(sheet).toEqual(copied(service));
  expect(sheet.ad_consent).toBe("granted");

  await page.unroute("**/_next/static/**/*.js");
  for (const path of ["/privacy", "/disclaimer"]) await page.goto(`${variantOrigin}${path}`);
  await expect.poll(() => run.copies.length).toBe(2);
  expect(run.copies[1]!.postData()).toBe(run.copies[0]!.postData());
  const kept = () => page.evaluate((key) => localStorage.getItem(key), storageKeys.leadCopies);
  await expect.poll(kept).toBe("{}");
});
