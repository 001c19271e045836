/** Helpers of the lead-form journeys: intercepting the service, filling forms, reading what was sent. */
import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { heroFormCopy } from "../../lib/i18n/en/ui";
import { project } from "../../lib/content/project";
import { leadEmail } from "../../lib/content/lead-extras";
import type { Lang } from "../../lib/i18n/lang";
import { uiWords } from "../../lib/i18n/ui";

export const LOCAL_ENDPOINT = "**/api/leads";

export type Reply = { status?: number; json?: unknown; body?: string } | "abort";

/**
 * Intercepts the lead endpoint. With `hold`, every request waits until the test calls release(),
 * so the pending state can be inspected.
 */
export async function interceptLeads(
  page: Page,
  options: { url?: string; reply?: Reply; hold?: boolean } = {},
) {
  const { url = LOCAL_ENDPOINT, reply = { json: { success: true }, status: 200 }, hold } = options;
  const requests: Request[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    requests.push(route.request());
    if (hold) await gate;
    if (reply === "abort") return route.abort("failed");
    return route.fulfill({
      status: reply.status ?? 200,
      headers: { "access-control-allow-origin": "*" },
      contentType: reply.json !== undefined ? "application/json" : "text/html",
      body: reply.json !== undefined ? JSON.stringify(reply.json) : (reply.body ?? ""),
    });
  });
  return { requests, release };
}

/** Every alert the page shows, accepted at once. */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

export async function multipartFields(request: Request): Promise<Record<string, string>> {
  const buffer = request.postDataBuffer() ?? Buffer.alloc(0);
  const response = new Response(new Uint8Array(buffer), {
    headers: { "content-type": (await request.allHeaders())["content-type"] ?? "" },
  });
  const data = await response.formData();
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

export const visitor = {
  name: "Asha Verma",
  email: "asha.verma@example.in",
  phone: "+91 98100 12345",
};

/** A field by its accessible name, as a screen reader announces it (the required * is hidden). */
export function field(scope: Locator, name: string) {
  return scope.getByRole(name === "Budget" ? "combobox" : "textbox", { name, exact: true });
}

export const heroForm = (page: Page) => page.getByRole("form", { name: heroFormCopy.heading });

export async function fillContact(
  scope: Locator,
  labels: { name: string; email: string; phone: string },
  values = visitor,
) {
  await field(scope, labels.name).fill(values.name);
  await field(scope, labels.email).fill(values.email);
  await field(scope, labels.phone).fill(values.phone);
}

export const heroLabels = { name: "Name", email: "Email", phone: "Phone" };
export const popupLabels = { name: "Full Name", email: "Email", phone: "Mobile Number" };

/** Opens the enquiry popup from the floating quick-contact bar, as a visitor does. */
export async function openEnquiryPopup(page: Page, lang: Lang = "en") {
  const words = uiWords[lang];
  await page
    .getByRole("complementary", { name: words.interface.quickContact.label, exact: true })
    .getByRole("button", { name: words.interface.quickContact.enquiry, exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: words.dialogs.enquiry.title, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The popups' contact labels in the page's language (full name, email, mobile number). */
export const popupLabelsIn = (lang: Lang) => {
  const { fullName, email, mobile } = uiWords[lang].forms.labels;
  return { name: fullName, email, phone: mobile };
};

/** The enquiry popup's budget select, by its label in the page's language. */
export const budgetField = (scope: Locator, lang: Lang) =>
  scope.getByRole("combobox", { name: uiWords[lang].forms.labels.budget, exact: true });

/** A UUID v4, as crypto.randomUUID() makes. */
export const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** ISO 8601 in Indian time with its offset, to the second. */
export const INDIAN_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;

/**
 * The tracing fields every lead carries (its id, when it was sent, where the visit began), checked
 * and split from the rest, so a journey can compare the rest exactly.
 */
export function withoutTrace(
  sent: Record<string, unknown>,
  visit: { landing_page: string; referrer?: string },
): Record<string, unknown> {
  const { lead_id, submitted_at, landing_page, referrer, ...rest } = sent;
  expect(lead_id).toMatch(LEAD_ID);
  expect(submitted_at).toMatch(INDIAN_TIME);
  expect({ landing_page, referrer }).toEqual({ referrer: "", ...visit });
  return rest;
}

/** A form's name, email and phone labels in the page's language (the hero and contact forms). */
export const contactLabels = (lang: Lang) => {
  const { name, email, phone } = uiWords[lang].forms.labels;
  return { name, email, phone };
};

/** The subject sales reads: a lead from a Hindi page opens with the language marker, then the same English subject. */
export function expectSubject(subject: unknown, lang: Lang, englishSubject: string) {
  const marker = leadEmail.languageMarkers[lang];
  expect(typeof subject).toBe("string");
  const text = subject as string;
  if (!marker) return expect(text).toBe(englishSubject);
  expect(text.startsWith(marker), `subject "${text}" opens with ${marker}`).toBe(true);
  expect(text.slice(marker.length).replace(/^[\s·]+/, "")).toBe(englishSubject);
}

/**
 * A lead as the service receives it from the visitor's page: the subject in English (behind the
 * Hindi marker on a Hindi page), the tracing fields, the contact fields every form sends, and the
 * form's own fields, exactly.
 */
export function expectLead(
  sent: Record<string, unknown>,
  lang: Lang,
  page: string,
  form: { subject: string; fields: Record<string, string> },
) {
  const { subject, ...rest } = sent;
  expectSubject(subject, lang, `New enquiry · ${project.name} · ${form.subject}`);
  expect(withoutTrace(rest, { landing_page: page })).toEqual({
    access_key: "",
    name: visitor.name,
    email: visitor.email,
    phone: visitor.phone,
    project: project.name,
    marketing_consent: "no",
    from_name: `${project.name} website`,
    replyto: visitor.email,
    phone_e164: "+919810012345",
    language: lang,
    page,
    ...form.fields,
  });
}
