/**
 * Shared steps of the fault and abuse journeys: reach each lead form the way a visitor does,
 * fill it from its definition in lib/leads/forms.ts, and watch the lead endpoint.
 */
import { expect, type Locator, type Page, type Request, type Route } from "@playwright/test";
import { AUTO_POPUP_DELAY_MS, budgetOptions } from "../../lib/content/leads";
import type { DialogKind } from "../../lib/content/navigation";
import { openDialog, waitForHydration } from "./site";
import type { LeadFormId } from "../../lib/leads/form-ids";
import type { FieldDef } from "../../lib/leads/forms";
import { leadForms, leadFormsByLang } from "../../lib/leads/forms-by-lang";
import { visitSlots } from "../../lib/content/site-visit";
import { salesWhatsappNumber } from "../../lib/content/lead-extras";
import { visitWindow } from "../../lib/buyer/site-visit";
import { getDictionary } from "../../lib/i18n";
import type { Lang } from "../../lib/i18n/lang";

export { openDialog };

export const FORM_IDS = Object.keys(leadForms) as LeadFormId[];

/** The plain build posts leads to the preview server's own endpoint. */
export const LEAD_ENDPOINT = "**/api/leads";

export const ACCEPTED = { success: true, message: "Lead received" };

/**
 * Opens the form where a visitor meets it. The auto popup needs page.clock installed before
 * the page loaded: its timer is fast-forwarded rather than waited for.
 */
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
  const kind: DialogKind =
    id === "enquiry" ? "enquiry" : id === "brochure" ? "brochure" : "contact";
  return (await openDialog(page, kind)).getByRole("form");
}

/** A field by its role and accessible name (the required marker is aria-hidden). */
export function field(form: Locator, def: FieldDef): Locator {
  // A date input has no ARIA role: found by its label (which ends in the required "*").
  if (def.control === "date") return form.getByLabel(def.label);
  return form.getByRole(def.control === "select" ? "combobox" : "textbox", {
    name: def.label,
    exact: true,
  });
}

export type Values = Partial<Record<FieldDef["name"], string>>;

export const VALID: Required<Values> = {
  name: "Asha Verma",
  email: "asha.verma@example.in",
  phone: "9876543210",
  budget: budgetOptions[1]?.value ?? "",
  message: "Please call after 6 pm about a studio apartment.",
  // The last bookable day stays bookable even if the run crosses midnight in India.
  visit_date: visitWindow(new Date()).max,
  visit_slot: visitSlots[0]?.label ?? "",
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

/** A wa.me link's prefilled text, once its number is checked to be the sales team's. */
export async function whatsappText(link: Locator): Promise<string> {
  const url = new URL((await link.getAttribute("href")) ?? "");
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${salesWhatsappNumber}`);
  return url.searchParams.get("text") ?? "";
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

/** Answers the lead endpoint with `handlers` in turn (the last one repeats) and records requests. */
export async function interceptLeads(
  page: Page,
  handlers: ((route: Route) => Promise<void> | void)[],
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(LEAD_ENDPOINT, async (route) => {
    requests.push(route.request());
    const handler = handlers[Math.min(requests.length, handlers.length) - 1];
    await handler?.(route);
  });
  return requests;
}

export const reply =
  (status: number, body: string, contentType = "application/json") =>
  (route: Route) =>
    route.fulfill({ status, contentType, body });

export const accept = reply(200, JSON.stringify(ACCEPTED));

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
