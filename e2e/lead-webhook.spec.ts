// The copy of every lead to the business's sheet (NEXT_PUBLIC_LEAD_WEBHOOK_URL), on the variant build.
import { expect, test, type Locator, type Page, type Request, type Route } from "@playwright/test";
import type { LeadFormId } from "../lib/leads/form-ids";
import { leadForms } from "../lib/leads/forms-by-lang";
import { rejectedAlert } from "../lib/leads/forms";
import { uiWords } from "../lib/i18n/ui";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";
import {
  FORM_IDS,
  fillForm,
  reachForm,
  sentFields,
  submitButton,
  watchPage,
} from "./support/lead-journeys";
import { plainOrigin, stubThirdParties, variantEnv, variantOrigin } from "./support/site";

const WEBHOOK = variantEnv.NEXT_PUBLIC_LEAD_WEBHOOK_URL ?? "";
const WEBHOOK_ORIGIN = new URL(WEBHOOK).origin;

/** What the service gets that the sheet must not: its key and the captcha answer. */
const NOT_COPIED = ["access_key", "h-captcha-response"];

type WebhookAnswer = (route: Route) => Promise<void> | void;

const WEBHOOK_FAULTS: [string, WebhookAnswer][] = [
  ["answering 500", (route) => route.fulfill({ status: 500, body: "Internal error" })],
  ["aborting", (route) => route.abort("failed")],
  ["hanging forever", () => new Promise<void>(() => {})],
];

/**
 * The variant build with the service and the webhook intercepted: every service request and
 * every request to the webhook's origin (any method, so a preflight would show) is recorded.
 */
async function openVariant(
  page: Page,
  id: LeadFormId,
  webhook: WebhookAnswer = (route) => route.fulfill({ status: 200, body: "" }),
  service: WebhookAnswer = (route) =>
    route.fulfill({
      status: 200,
      headers: { "access-control-allow-origin": "*" },
      json: { success: true, message: "Email sent successfully!" },
    }),
) {
  const watched = watchPage(page);
  const csp: string[] = [];
  page.on("console", (message) => {
    if (/content.security.policy/i.test(message.text())) csp.push(message.text());
  });
  const toWebhookOrigin: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin === WEBHOOK_ORIGIN) toWebhookOrigin.push(request);
  });
  await stubThirdParties(page, { autoPopup: id === "autoPopup" });
  if (id === "autoPopup") await page.clock.install();
  const serviceRequests: Request[] = [];
  await page.route(WEB3FORMS_ENDPOINT, (route) => {
    serviceRequests.push(route.request());
    return service(route);
  });
  const copies: Request[] = [];
  await page.route(`${WEBHOOK_ORIGIN}/**`, (route) => {
    copies.push(route.request());
    return webhook(route);
  });
  await page.goto(`${variantOrigin}/`);
  const form = await reachForm(page, id);
  await fillForm(form, id);
  return { ...watched, csp, toWebhookOrigin, serviceRequests, copies, form };
}

/** The visitor's success for this form: /thank-you, the brochure alert or the status line. */
async function expectSuccess(
  page: Page,
  form: Locator,
  id: LeadFormId,
  alerts: string[],
  origin: string,
) {
  const success = leadForms[id].success;
  if (success.kind === "thank-you") await expect(page).toHaveURL(`${origin}${success.path}`);
  else if (success.kind === "download") await expect.poll(() => alerts.at(-1)).toBe(success.alert);
  else await expect(form.getByRole("status")).toHaveText(leadForms[id].status?.sent ?? "");
}

const copied = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => !NOT_COPIED.includes(key)));

// Every form sends its copy; how a failing webhook or a build without one behaves is the same
// code for all of them, so it is checked on the hero form.
for (const id of FORM_IDS) {
  test.describe(`${id} form`, () => {
    test("its lead also reaches the webhook with the service's fields, without a preflight", async ({
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
      expect(service.email).toBe("asha.verma@example.in");
      const sheet = JSON.parse(copy.postData() ?? "null") as Record<string, string>;
      for (const key of NOT_COPIED) expect(sheet, key).not.toHaveProperty(key);
      // Field by field, so a difference names the field.
      const expected = copied(service);
      for (const [key, value] of Object.entries(expected)) expect(sheet[key], key).toBe(value);
      expect(Object.keys(sheet).sort()).toEqual(Object.keys(expected).sort());

      expect(run.csp).toEqual([]);
      expect(run.errors).toEqual([]);
    });
  });
}

test.describe("hero form", () => {
  const id = "hero" as LeadFormId;

  for (const [fault, answer] of WEBHOOK_FAULTS) {
    test(`a webhook ${fault} changes nothing the visitor sees`, async ({ page }) => {
      const run = await openVariant(page, id, answer);
      await submitButton(run.form, id).click();
      await expectSuccess(page, run.form, id, run.alerts, variantOrigin);
      await expect.poll(() => run.copies.length).toBe(1);
      expect(run.serviceRequests).toHaveLength(1);
      // No failure alert, only the brochure's own success alert where it has one.
      const success = leadForms[id].success;
      expect(run.alerts).toEqual(success.kind === "download" ? [success.alert] : []);
      expect(run.errors).toEqual([]);
    });
  }

  test("without the setting (the default build) no copy is sent", async ({ page }) => {
    const { alerts, errors } = watchPage(page);
    await stubThirdParties(page, { autoPopup: id === "autoPopup" });
    if (id === "autoPopup") await page.clock.install();
    const leads: Request[] = [];
    await page.route("**/api/leads", (route) => {
      leads.push(route.request());
      return route.fulfill({ json: { success: true, message: "Lead received" } });
    });
    // Every request the page makes except its own pages and assets: a copy would be among them.
    const others: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      const asset = ["GET", "HEAD"].includes(request.method()) && url.origin === plainOrigin;
      if (!asset && !url.pathname.endsWith("/api/leads"))
        others.push(`${request.method()} ${request.url()}`);
    });
    await page.goto("/");
    const form = await reachForm(page, id);
    await fillForm(form, id);
    await submitButton(form, id).click();
    await expectSuccess(page, form, id, alerts, plainOrigin);
    expect(leads).toHaveLength(1);
    await page.waitForLoadState("networkidle");
    expect(others.filter((line) => !/^GET https:\/\/www\.google\.com\/maps/.test(line))).toEqual(
      [],
    );
    expect(errors).toEqual([]);
  });
});

test("the copy reaches the sheet even when the form service fails", async ({ page }) => {
  const run = await openVariant(page, "hero", undefined, (route) =>
    route.fulfill({ status: 503, body: "Service Unavailable" }),
  );
  await submitButton(run.form, "hero").click();
  await expect
    .poll(() => run.alerts)
    .toEqual([rejectedAlert(null, uiWords.en.forms.alerts.rejectedFallback, "en")]);
  await expect.poll(() => run.copies.length).toBe(1);
  expect(JSON.parse(run.copies[0]!.postData() ?? "{}")).toMatchObject({
    name: "Asha Verma",
    message: leadForms.hero.source,
  });
  expect(page.url()).toBe(`${variantOrigin}/`);
});

test("without sendBeacon the copy goes by a no-cors fetch, still without a preflight", async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Older browsers and some in-app webviews have no sendBeacon.
    Object.defineProperty(Navigator.prototype, "sendBeacon", { value: undefined });
  });
  const run = await openVariant(page, "hero");
  await submitButton(run.form, "hero").click();
  await expect(page).toHaveURL(`${variantOrigin}/thank-you`);
  await expect.poll(() => run.copies.length).toBe(1);
  const copy = run.copies[0]!;
  expect(copy.resourceType()).toBe("fetch");
  expect(copy.method()).toBe("POST");
  expect((await copy.allHeaders())["content-type"]).toMatch(/^text\/plain\b/i);
  expect(run.toWebhookOrigin.map((request) => request.method())).toEqual(["POST"]);
  const service = await sentFields(run.serviceRequests[0]!);
  expect(JSON.parse(copy.postData() ?? "{}")).toEqual(copied(service));
  expect(run.csp).toEqual([]);
});
