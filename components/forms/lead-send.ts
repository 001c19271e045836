/**
 * A submit's steps once the fields pass: the phone library, the hashes for repeat detection and
 * enhanced conversions, the lead as the form service receives it, the send and the success path.
 * Imported on a form's first focus or submit (`loadSend` in use-submit-lead.ts), never with the page.
 */
import {
  leadFingerprint,
  rememberSent as remember,
  sentRecently as sentBefore,
} from "@/lib/leads/hash";
import { storeUserData, userDataHashes } from "@/lib/ads/enhanced-conversions";
import { sessionStore } from "@/lib/leads/attribution";
import { captureLeadContext } from "@/lib/leads/lead-context";
import { indianTimestamp } from "@/lib/leads/lead-id";
import { enProject as project } from "@/lib/i18n/en/project";
import { leadEmail, phoneCheck } from "@/lib/content/lead-extras";
import { leadFormTitles } from "@/lib/leads/form-ids";
import {
  sendFormDataLead,
  sendJsonLead,
  type LeadExtras,
  type LeadOutcome,
} from "@/lib/leads/client";
import { leadSubject } from "@/lib/leads/email";
import { visitorTimeZone } from "@/lib/ads/consent-choice";
import { visitLeadFields } from "@/lib/leads/visit-ref";
import type { FieldName, AnyLeadFormDef } from "@/lib/leads/forms";
import type { Lang } from "@/lib/i18n/lang";
import { visitorFieldNames } from "@/lib/leads/plain-post";
import { localStore } from "@/lib/leads/session";
import { settings } from "@/lib/settings";
import { storageKeys } from "@/lib/storage-keys";
import { phoneE164 } from "@/lib/leads/phone";
import type { leadIdKeeper } from "@/lib/leads/lead-id";
import type { Chosen } from "@/lib/leads/chosen-options";
import { focusField, type LeadFailure, type Submission } from "./lead-submit-steps";
import { leadSucceeded, type SuccessContext } from "./lead-success";

/** Fields sent as they are, beside the contact details: the visit's kind, date and slot. */
const PASSED_THROUGH = new Set<FieldName>(["visit_type", "visit_date", "visit_slot"]);

/** Hashing needs a secure context; without it a repeat is simply sent again. */
async function fingerprintOrNull(form: AnyLeadFormDef, email: string, e164: string) {
  try {
    return await leadFingerprint(form.id, email, e164);
  } catch {
    return null;
  }
}

/** The same lead accepted within the last 30 minutes. */
function sentRecently(fingerprint: string | null) {
  return (
    fingerprint !== null && sentBefore(localStore(), storageKeys.sentLeads, fingerprint, Date.now())
  );
}

function rememberSent(fingerprint: string | null) {
  if (fingerprint) remember(localStore(), storageKeys.sentLeads, fingerprint, Date.now());
}

/** With enhanced conversions on, /thank-you passes the hashed email and phone to the ads tag. */
async function storeConversionHashes(email: string, e164: string) {
  if (!settings.googleAds?.enhancedConversions) return;
  try {
    storeUserData(sessionStore(), await userDataHashes(email, e164));
  } catch {
    // No SubtleCrypto (an insecure context): the conversion counts without match data.
  }
}

/** The lead as the form service receives it: JSON, or form data for the contact form. */
function sendLead(
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
function leadKey(form: AnyLeadFormDef, { data }: Submission): string {
  // Not the plain post's hidden fields, the spam trap or a captcha's answer: only the visitor's own.
  const own = visitorFieldNames(form);
  const given = [...data.entries()].filter(
    ([name, value]) => typeof value === "string" && own.has(name),
  );
  return JSON.stringify([form.id, given]);
}

/** One submit as the form's hooks hand it over, its fields checked. */
type SubmitRun = {
  element: HTMLFormElement;
  submission: Submission;
  options: Chosen;
  lang: Lang;
  /** The captcha's answer to send, or null when it still needs solving. */
  answerCaptcha: () => { response?: string } | null;
  leadIds: ReturnType<typeof leadIdKeeper>;
  fail: (failure: LeadFailure) => void;
};

/** After the fields pass: phone and captcha, spam trap, duplicate guard, send, then the outcome. */
export async function completeSubmit(
  success: SuccessContext,
  { element, submission, options, lang, answerCaptcha, leadIds, fail }: SubmitRun,
  phoneInvalid: string,
) {
  const { form, dispatch } = success;
  const succeed = (leadId: string | null) => leadSucceeded(success, element, leadId);
  const e164 = phoneE164(submission.contact.phone, phoneCheck.defaultCountry);
  if (!e164) {
    dispatch({ type: "checked", errors: { phone: phoneInvalid } });
    focusField(element, "phone");
    return;
  }
  const captchaAnswer = answerCaptcha();
  if (!captchaAnswer) return;

  // A filled trap is a bot: it gets the visitor's success path and nothing is sent.
  if (submission.trapped) return succeed(null);

  const fingerprint = await fingerprintOrNull(form, submission.contact.email, e164);
  if (sentRecently(fingerprint)) return succeed(null);

  await storeConversionHashes(submission.contact.email, e164);
  dispatch({ type: "sending" });
  const leadId = leadIds.idFor(leadKey(form, submission));
  const outcome = await sendLead(
    form,
    lang,
    submission,
    { e164, captchaResponse: captchaAnswer.response, options, leadId },
    success.extras,
  );

  if (outcome.kind === "ok") {
    rememberSent(fingerprint);
    leadIds.settle();
    return succeed(leadId);
  }
  fail(outcome);
}
