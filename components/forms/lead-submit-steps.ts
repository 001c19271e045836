import { sessionStore } from "@/lib/leads/attribution";
import { captureLeadContext } from "@/lib/leads/lead-context";
import { indianTimestamp } from "@/lib/leads/lead-id";
import { enProject as project } from "@/lib/i18n/en/project";
import { marketingConsent } from "@/lib/content/leads";
import { leadEmail, leadFormTitles, spamTrap } from "@/lib/content/lead-extras";
import { isBookableDate } from "@/lib/buyer/site-visit";
import {
  sendFormDataLead,
  sendJsonLead,
  type LeadExtras,
  type LeadOutcome,
} from "@/lib/leads/client";
import { leadSubject } from "@/lib/leads/email";
import { visitorTimeZone } from "@/lib/ads/consent-choice";
import { visitLeadFields } from "@/lib/leads/visit-ref";
import {
  blankContactFields,
  salesOptionLabel,
  type ContactFieldName,
  type FieldName,
  type AnyLeadFormDef,
} from "@/lib/leads/forms";
import type { Lang } from "@/lib/i18n/lang";
import { visitorFieldNames } from "@/lib/leads/plain-post";
import { localStore } from "@/lib/leads/session";
import type { FallbackLead } from "@/lib/leads/whatsapp";
import { settings } from "@/lib/settings";
import { storageKeys } from "@/lib/storage-keys";
import type { FieldErrors } from "./lead-form-state";

/** The phone library and hashing are fetched on first focus or submit, never with the page. */
export const loadChecks = () => import("@/lib/leads/checks");
type Checks = Awaited<ReturnType<typeof loadChecks>>;

/** Fields sent as they are, beside the contact details: the visit's kind, date and slot. */
const PASSED_THROUGH = new Set<FieldName>(["visit_type", "visit_date", "visit_slot"]);

/** What the visitor submitted, each value trimmed. */
export function readSubmission(element: HTMLFormElement) {
  const data = new FormData(element);
  const read = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    data,
    read,
    contact: { name: read("name"), email: read("email"), phone: read("phone") },
    consent:
      read(marketingConsent.name) === marketingConsent.yes
        ? marketingConsent.yes
        : marketingConsent.no,
    trapped: read(spamTrap.name) !== "",
  };
}

export type Submission = ReturnType<typeof readSubmission>;

/** Checks that need no library: blank contact fields and dates outside the booking window. */
export function checkFields(
  form: AnyLeadFormDef,
  blankMessages: Record<ContactFieldName, string>,
  { read, contact }: Submission,
) {
  // Spaces pass the browser's `required`, so blank fields are refused here, before any send.
  const blank = blankContactFields(contact);
  // A date typed past the picker's min/max is refused here, before anything is sent.
  const outOfWindow = form.fields.flatMap((field) =>
    field.control === "date" && !isBookableDate(read(field.name), new Date())
      ? [[field.name, field.outOfWindow] as const]
      : [],
  );
  const errors: FieldErrors = Object.fromEntries([
    ...blank.map((name) => [name, blankMessages[name]] as const),
    ...outOfWindow,
  ]);
  const invalid = [...blank, ...outOfWindow.map(([name]) => name)];
  return { errors, firstInvalid: invalid[0], anyBlank: blank.length > 0 };
}

/** Hashing needs a secure context; without it a repeat is simply sent again. */
export async function fingerprintOrNull(
  checks: Checks,
  form: AnyLeadFormDef,
  email: string,
  e164: string,
) {
  try {
    return await checks.leadFingerprint(form.id, email, e164);
  } catch {
    return null;
  }
}

/** The same lead accepted within the last 30 minutes. */
export function sentRecently(checks: Checks, fingerprint: string | null) {
  return (
    fingerprint !== null &&
    checks.sentRecently(localStore(), storageKeys.sentLeads, fingerprint, Date.now())
  );
}

export function rememberSent(checks: Checks, fingerprint: string | null) {
  if (fingerprint)
    checks.rememberSent(localStore(), storageKeys.sentLeads, fingerprint, Date.now());
}

/** With enhanced conversions on, /thank-you passes the hashed email and phone to the ads tag. */
export async function storeConversionHashes(checks: Checks, email: string, e164: string) {
  if (!settings.googleAds?.enhancedConversions) return;
  try {
    checks.storeUserData(sessionStore(), await checks.userDataHashes(email, e164));
  } catch {
    // No SubtleCrypto (an insecure context): the conversion counts without match data.
  }
}

/**
 * Chosen option of each select or radio group (budget, unit, visit type): its English label for sales, and "Label: option"
 * in the visitor's words for WhatsApp.
 */
export function chosenOptions(
  form: AnyLeadFormDef,
  data: FormData,
  unitLabel: string,
  fixedExtras?: LeadExtras,
) {
  const chosen: { option: string; line: string }[] = [];
  for (const field of form.fields) {
    if (field.control !== "select" && field.control !== "radio") continue;
    const value = String(data.get(field.name) ?? "");
    const option = field.options.find((candidate) => candidate.value === value);
    if (option)
      chosen.push({
        option: salesOptionLabel(field.name, value) ?? option.label,
        line: `${field.label}: ${option.label}`,
      });
  }
  // The unit a "Get price breakup" button chose names the lead like a chosen option.
  if (fixedExtras?.unit_type)
    chosen.push({
      option: fixedExtras.unit_type,
      line: `${unitLabel}: ${fixedExtras.unit_type}`,
    });
  return chosen;
}

type Chosen = ReturnType<typeof chosenOptions>;

/** The lead as the form service receives it: JSON, or form data for the contact form. */
export function sendLead(
  form: AnyLeadFormDef,
  lang: Lang,
  { read, contact, consent }: Submission,
  sent: { e164: string; captchaResponse: string | undefined; options: Chosen; leadId: string },
  fixedExtras: LeadExtras | undefined,
): Promise<LeadOutcome> {
  // A booked visit carries its reference, in the e-mail's subject too, so sales registers it to the partner.
  const visit = Object.fromEntries(
    form.remembersVisit ? visitLeadFields(sent.leadId, visitorTimeZone()) : [],
  );
  const envelope = {
    subject: leadSubject(
      project.name,
      leadFormTitles[form.id],
      [...sent.options.map((chosen) => chosen.option), visit.visit_ref ?? ""],
      lang,
    ),
    fromName: leadEmail.fromName,
    phoneE164: sent.e164,
    captchaResponse: sent.captchaResponse,
  };
  const passed = form.fields
    .filter((field) => PASSED_THROUGH.has(field.name))
    .map((field) => [field.name, read(field.name)] as const);
  const extras = {
    lead_id: sent.leadId,
    submitted_at: indianTimestamp(new Date()),
    ...captureLeadContext(),
    language: lang,
    ...fixedExtras,
    ...Object.fromEntries(passed),
    ...visit,
  };
  const hasBudget = form.fields.some((field) => field.name === "budget");
  return form.transport === "json"
    ? sendJsonLead({
        contact,
        marketingConsent: consent,
        source: form.source,
        ...(hasBudget ? { budget: read("budget") } : {}),
        envelope,
        extras,
      })
    : sendFormDataLead({
        contact,
        marketingConsent: consent,
        message: read("message"),
        envelope,
        extras: { ...extras, source: form.source },
      });
}

/** What makes a retry the same lead: the form and every value the visitor gave. */
export function leadKey(form: AnyLeadFormDef, { data }: Submission): string {
  // Not the plain post's hidden fields, the spam trap or a captcha's answer: only the visitor's own.
  const own = visitorFieldNames(form);
  const given = [...data.entries()].filter(
    ([name, value]) => typeof value === "string" && own.has(name),
  );
  return JSON.stringify([form.id, given]);
}

/** The details a failed lead offers to send on WhatsApp instead. */
export function fallbackLead(form: AnyLeadFormDef, { contact }: Submission, options: Chosen) {
  const lead: FallbackLead = {
    ...contact,
    details: options.map((chosen) => chosen.line),
    formTitle: leadFormTitles[form.id],
  };
  return lead;
}

/** Names the failure for the console without any of the visitor's details. */
export function describeFailure(outcome: Exclude<LeadOutcome, { kind: "ok" }>): string {
  return outcome.kind === "network"
    ? `network failure (${outcome.cause})`
    : "rejected by the form service";
}

/** The brochure download: an <a download> click, so the PDF saves under the project's name. */
export function downloadFile(href: string, fileName: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

export function focusField(element: HTMLFormElement, name: string) {
  const target = element.elements.namedItem(name);
  if (target instanceof HTMLElement) target.focus();
}
