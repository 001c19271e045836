/** What a lead carries: the values a visitor types, its id, where it lands, and the lead exactly as the service receives it. */
import { expect } from "@playwright/test";
import { visitWindow } from "../../lib/buyer/site-visit";
import { leadEmail } from "../../lib/content/lead-extras";
import { budgetOptions } from "../../lib/content/leads";
import { visitSlots } from "../../lib/content/site-visit";
import { project } from "../../lib/i18n/english";
import { localePath, type Lang } from "../../lib/i18n/lang";
import type { FieldDef } from "../../lib/leads/forms";
import { LEAD_QUERY, UUID_V4 } from "../../lib/leads/lead-id";

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
  visit_type: "in person",
};

/** The visitor's contact details (VALID's), which every form asks for. */
export const visitor = { name: VALID.name, email: VALID.email, phone: VALID.phone };
const VISITOR_E164 = "+919876543210";

/** A UUID v4, as crypto.randomUUID() makes. */
export const LEAD_ID = UUID_V4;

/** Where an accepted lead lands: /thank-you naming it (by the id sent, when the test has it). */
export function thankYouUrl(origin: string, lang: Lang = "en", leadId?: string): string | RegExp {
  const page = `${origin}${localePath(lang, "/thank-you")}?${LEAD_QUERY}=`;
  if (leadId) return `${page}${leadId}`;
  return new RegExp(`^${page.replace(/[.?/]/g, "\\$&")}${UUID_V4.source.slice(1)}`);
}
/** ISO 8601 in Indian time with its offset, to the second. */
export const INDIAN_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;

/**
 * A lead exactly as the service receives it: the English subject (behind a Hindi page's marker), the tracing fields
 * of a new visit without a referrer, the contact fields, the ad consent of a visitor outside Europe, the form's own.
 */
export function expectLead(
  sent: Record<string, unknown>,
  lang: Lang,
  page: string,
  form: { subject: string; fields: Record<string, string> },
) {
  const { subject, lead_id, submitted_at, landing_page, referrer, ...rest } = sent;
  // A Hindi page's lead opens with the language marker, then the same English subject.
  const marker = leadEmail.languageMarkers[lang];
  const english = `New enquiry · ${project.name} · ${form.subject}`;
  expect(subject).toBe(marker ? `${marker}${leadEmail.separator}${english}` : english);
  expect(lead_id).toMatch(LEAD_ID);
  expect(submitted_at).toMatch(INDIAN_TIME);
  expect({ landing_page, referrer }).toEqual({ landing_page: page, referrer: "" });
  expect(rest).toEqual({
    access_key: "",
    ...visitor,
    project: project.name,
    marketing_consent: "no",
    from_name: `${project.name} website`,
    replyto: visitor.email,
    phone_e164: VISITOR_E164,
    language: lang,
    page,
    ad_consent: "granted",
    ...form.fields,
  });
}
