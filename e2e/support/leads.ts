/**
 * Helpers of the lead-form journeys: reach each form where a visitor meets it, fill it from its
 * definition in lib/leads/forms.ts, answer the lead endpoint and read what each lead carried.
 */
import {
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type Route,
} from "@playwright/test";
import { salesWhatsappNumber } from "../../lib/content/lead-extras";
import { AUTO_POPUP_DELAY_MS } from "../../lib/content/leads";
import type { SiteDialogKind } from "../../lib/content/navigation";
import { getDictionary } from "../../lib/i18n";
import { localePath, type Lang } from "../../lib/i18n/lang";
import { uiWords } from "../../lib/i18n/ui";
import type { LeadFormId } from "../../lib/leads/form-ids";
import type { FieldDef } from "../../lib/leads/forms";
import { leadForms, leadFormsByLang } from "../../lib/leads/forms-by-lang";
import { openDialog, stubThirdParties, waitForHydration } from "./site";
import { expectLead, thankYouUrl, VALID, visitor, type Values } from "./lead-shape";

export const FORM_IDS = Object.keys(leadForms) as LeadFormId[];

/** The plain build posts leads to the preview server's own endpoint. */
export const LEAD_ENDPOINT = "**/api/leads";

/** One answer of the intercepted endpoint. */
export type Answer = (route: Route) => Promise<void> | void;

export const reply =
  (status: number, body: string, contentType = "application/json"): Answer =>
  (route) =>
    route.fulfill({ status, contentType, headers: { "access-control-allow-origin": "*" }, body });

export const accept = reply(200, JSON.stringify({ success: true, message: "Lead received" }));
/** Web3Forms' own answer to an accepted lead (the variant build posts there). */
export const web3formsAccept = reply(200, '{"success":true,"message":"Email sent successfully!"}');

/** Answers the lead endpoint (or `url`) with `answers`, the last repeating; with `hold`, each waits for release(). */
export async function interceptLeads(
  page: Page,
  answers: Answer[] = [accept],
  { url = LEAD_ENDPOINT, hold = false }: { url?: string; hold?: boolean } = {},
) {
  const requests: Request[] = [];
  let open: () => void = () => {};
  let gate = new Promise<void>((resolve) => (open = resolve));
  const release = () => {
    open();
    gate = new Promise<void>((resolve) => (open = resolve));
  };
  await page.route(url, async (route) => {
    const answer = answers[Math.min(requests.push(route.request()), answers.length) - 1];
    if (hold) await gate;
    await answer?.(route);
  });
  // The list itself, with release(); `requests` names the list for callers that destructure it.
  return Object.assign(requests, { requests, release });
}

/** The fields a lead request carried: JSON (hero and popups) or multipart (contact form). */
export async function sentFields(request: Request): Promise<Record<string, string>> {
  const type = (await request.allHeaders())["content-type"] ?? "";
  if (type.includes("application/json")) return JSON.parse(request.postData() ?? "{}");
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const form = await new Response(new Uint8Array(body), {
    headers: { "content-type": type },
  }).formData();
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}

/** Collects alert() texts (and accepts them) and uncaught page errors. */
export function watchPage(page: Page) {
  const alerts: string[] = [];
  const errors: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    // The test may end, and close the page, before the accept lands; the text is recorded either way.
    dialog.accept().catch(() => undefined);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { alerts, errors };
}

/** A field by its role and accessible name (the required marker is aria-hidden): by its label text, or its definition. */
export function field(scope: Locator, what: string | FieldDef): Locator {
  if (typeof what === "string")
    return scope
      .getByRole("textbox", { name: what, exact: true })
      .or(scope.getByRole("combobox", { name: what, exact: true }));
  // A date input has no ARIA role: found by its label (which ends in the required "*").
  if (what.control === "date") return scope.getByLabel(what.label);
  if (what.control === "radio") return scope.locator(`[name="${what.name}"]:checked`);
  const role = what.control === "select" ? "combobox" : "textbox";
  return scope.getByRole(role, { name: what.label, exact: true });
}

/** The field `name` of form `id` in `lang`, by its definition. */
export const fieldOf = (form: Locator, id: LeadFormId, lang: Lang, name: FieldDef["name"]) =>
  field(
    form,
    leadFormsByLang[lang][id].fields.find((def) => def.name === name)!,
  );

/** Third parties stubbed, and for the auto popup a clock installed before the page loads, to fast-forward its timer. */
export async function prepareFor(page: Page, id: LeadFormId) {
  const stubbed = await stubThirdParties(page, { autoPopup: id === "autoPopup" });
  if (id === "autoPopup") await page.clock.install();
  return stubbed;
}

/** Opens the form where a visitor meets it (the auto popup's page readied by prepareFor). */
export async function reachForm(page: Page, id: LeadFormId, lang: Lang = "en"): Promise<Locator> {
  // These journeys test the scripted submit: before hydration the browser posts the form itself.
  await waitForHydration(page);
  const words = getDictionary(lang);
  if (id === "hero") return page.getByRole("form", { name: words.ui.heroForm.heading });
  if (id === "siteVisit")
    return page.getByRole("form", { name: words.pages.siteVisit.formHeading });
  if (id === "autoPopup") {
    const dialog = page.getByRole("dialog", { name: words.ui.autoPopup.title });
    await expect(async () => {
      await page.clock.runFor(AUTO_POPUP_DELAY_MS);
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass();
    return dialog.getByRole("form");
  }
  const kind: SiteDialogKind =
    id === "enquiry" ? "enquiry" : id === "brochure" ? "brochure" : "contact";
  return (await openDialog(page, kind)).getByRole("form");
}

/** A form journey's start: the page readied, watched and its leads intercepted, then the form reached on `lang`'s home. */
export async function openForm(
  page: Page,
  id: LeadFormId,
  { lang = "en", origin = "", answers, ...intercept }: OpenFormOptions = {},
) {
  const stubbed = await prepareFor(page, id);
  const watched = watchPage(page);
  const requests = await interceptLeads(page, answers, intercept);
  await page.goto(`${origin}${localePath(lang, "/")}`);
  return { ...stubbed, ...watched, requests, form: await reachForm(page, id, lang) };
}
type OpenFormOptions = {
  lang?: Lang;
  origin?: string;
  answers?: Answer[];
  url?: string;
  hold?: boolean;
};

/** Types each value into its field (select: picks the option), as a visitor would. */
export async function fillForm(
  form: Locator,
  id: LeadFormId,
  values: Values = VALID,
  lang: Lang = "en",
) {
  for (const def of leadFormsByLang[lang][id].fields) {
    const value = values[def.name] ?? VALID[def.name];
    if (def.control === "select") await field(form, def).selectOption(value);
    else if (def.control === "radio")
      await form.locator(`[name="${def.name}"][value="${value}"]`).check();
    else await field(form, def).fill(value);
  }
}

/** What every field of the form holds right now. */
export async function readForm(form: Locator, id: LeadFormId, lang: Lang = "en"): Promise<Values> {
  const values: Values = {};
  for (const def of leadFormsByLang[lang][id].fields)
    values[def.name] = await field(form, def).inputValue();
  return values;
}

export function submitButton(form: Locator, id: LeadFormId, lang: Lang = "en"): Locator {
  return form.getByRole("button", { name: leadFormsByLang[lang][id].submitLabel, exact: true });
}

/** Sends the open page's hero form, filled with `values` (the rest VALID's); thank-you, on the same host, names the lead. */
export async function sendHero(page: Page, values: Values = {}, lang: Lang = "en") {
  const form = await reachForm(page, "hero", lang);
  await fillForm(form, "hero", values, lang);
  await submitButton(form, "hero", lang).click();
  await expect(page).toHaveURL(thankYouUrl(new URL(page.url()).origin, lang));
}

/** The success a form shows once its lead is accepted: /thank-you, the brochure alert or its status line. */
export async function expectSuccess(
  page: Page,
  form: Locator,
  id: LeadFormId,
  alerts: string[],
  origin: string,
  lang: Lang = "en",
  { namesLead = true } = {},
) {
  const def = leadFormsByLang[lang][id];
  const success = def.success;
  // A trapped bot or a repeat reaches /thank-you naming no lead, so nothing is counted.
  if (success.kind === "thank-you")
    await expect(page).toHaveURL(
      namesLead ? thankYouUrl(origin, lang) : `${origin}${success.path}`,
    );
  else if (success.kind === "download") await expect.poll(() => alerts.at(-1)).toBe(success.alert);
  else await expect(form.getByRole("status")).toHaveText(def.status?.sent ?? "");
}

/**
 * Submits a filled form (one click, or `submit`) while the service holds its answer: the pending label shows
 * disabled, and exactly one more lead reaches the service, as expectLead has it. The caller releases the answer.
 */
export async function sendHeld(
  form: Locator,
  id: LeadFormId,
  lang: Lang,
  leads: Leads,
  lead: { subject: string; fields: Record<string, string> },
  submit = () => submitButton(form, id, lang).click(),
) {
  const before = leads.length;
  await submit();
  const { pendingLabel } = leadFormsByLang[lang][id];
  await expect(form.getByRole("button", { name: pendingLabel, exact: true })).toBeDisabled();
  await expect.poll(() => leads.length).toBe(before + 1);
  const request = leads.at(-1)!;
  expectLead(await sentFields(request), lang, localePath(lang, "/"), lead);
  return request;
}
type Leads = Awaited<ReturnType<typeof interceptLeads>>;

/** A wa.me link's prefilled text, once its number is checked to be the sales team's. */
export async function whatsappText(link: Locator): Promise<string> {
  const url = new URL((await link.getAttribute("href")) ?? "");
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${salesWhatsappNumber}`);
  return url.searchParams.get("text") ?? "";
}

export const heroForm = (page: Page, lang: Lang = "en") =>
  page.getByRole("form", { name: uiWords[lang].heroForm.heading });

/** The name, email and phone labels in the page's language: the hero's and contact form's, and the popups'. */
export const contactLabels = (lang: Lang) => {
  const { name, email, phone } = uiWords[lang].forms.labels;
  return { name, email, phone };
};
export const popupLabelsIn = (lang: Lang) => {
  const { fullName, email, mobile } = uiWords[lang].forms.labels;
  return { name: fullName, email, phone: mobile };
};

export const heroLabels = contactLabels("en");
export const popupLabels = popupLabelsIn("en");

export async function fillContact(
  scope: Locator,
  labels: { name: string; email: string; phone: string },
  values = visitor,
) {
  await field(scope, labels.name).fill(values.name);
  await field(scope, labels.email).fill(values.email);
  await field(scope, labels.phone).fill(values.phone);
}

/** Offline, the hero form filled and submitted: it says so (its network alert) and keeps every value. */
export async function submitHeroOffline(
  context: BrowserContext,
  form: Locator,
  lang: Lang,
  alerts: readonly string[],
) {
  await context.setOffline(true);
  await fillForm(form, "hero", VALID, lang);
  const typed = await readForm(form, "hero", lang);
  await submitButton(form, "hero", lang).click();
  await expect.poll(() => alerts).toEqual([leadFormsByLang[lang].hero.networkAlert]);
  expect(await readForm(form, "hero", lang)).toEqual(typed);
}
