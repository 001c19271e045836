/**
 * The one lead client. Every form sends through here; it never throws and always answers with a
 * typed outcome that the forms map to their messages (docs/requirements.md, Messages).
 */
import { enProject as project } from "../i18n/en/project";
import { settings } from "../settings";
import { copyLeadToWebhook, formDataFields } from "./webhook";

export type LeadOutcome =
  | { kind: "ok"; message?: string }
  | { kind: "rejected"; message: string | null }
  /** The request never got an answer: offline, DNS, CORS, or the timeout. `cause` has no personal data. */
  | { kind: "network"; cause: "timeout" | "fetch-failed" };

export type LeadContact = { name: string; email: string; phone: string };
/** The optional consent to brokers and offers: every lead says "yes" or "no". */
export type MarketingConsent = "yes" | "no";
/** Campaign fields and the page the lead came from; never allowed to override a core field. */
export type LeadExtras = Record<string, string>;

/** What makes the email readable for sales, plus the number in E.164 and the captcha answer. */
export type LeadEnvelope = {
  subject: string;
  fromName: string;
  phoneE164: string;
  captchaResponse?: string | undefined;
};

/** Hero, popup and auto popup: JSON, `message` names the source form. */
export type JsonLead = {
  contact: LeadContact;
  marketingConsent: MarketingConsent;
  source: string;
  budget?: string;
  envelope?: LeadEnvelope;
  extras?: LeadExtras;
};

/** Contact form: multipart form data, only `response.ok` decides. */
export type FormDataLead = {
  contact: LeadContact;
  marketingConsent: MarketingConsent;
  message: string;
  envelope?: LeadEnvelope;
  extras?: LeadExtras;
};

export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type LeadClientConfig = {
  endpoint: string;
  accessKey: string;
  projectName: string;
  timeoutMs: number;
  fetch: typeof fetch;
  timers: Timers;
  /** The business's sheet, sent a copy of every lead; null sends none. */
  webhookUrl: string | null;
  /** Sends that copy; fire and forget. */
  copyLead: (url: string, fields: Record<string, string>) => void;
};

export const LEAD_TIMEOUT_MS = 15_000;

export function defaultLeadClientConfig(): LeadClientConfig {
  return {
    endpoint: settings.formEndpoint,
    accessKey: settings.accessKey,
    projectName: project.name,
    timeoutMs: LEAD_TIMEOUT_MS,
    // Bound at call time so tests and the browser's own fetch are both honoured.
    fetch: (input, init) => globalThis.fetch(input, init),
    timers: {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    webhookUrl: settings.leadWebhookUrl,
    copyLead: copyLeadToWebhook,
  };
}

const CORE_FIELDS = new Set([
  "access_key",
  "name",
  "email",
  "phone",
  "project",
  "message",
  "budget",
  "redirect",
  "marketing_consent",
  "subject",
  "from_name",
  "replyto",
  "phone_e164",
  "h-captcha-response",
]);

/** subject, from_name, replyto (the visitor, so sales can answer the email) and phone_e164. */
function envelopeFields(contact: LeadContact, envelope: LeadEnvelope | undefined) {
  const fields: Record<string, string> = { replyto: contact.email };
  if (!envelope) return fields;
  fields.subject = envelope.subject;
  fields.from_name = envelope.fromName;
  fields.phone_e164 = envelope.phoneE164;
  if (envelope.captchaResponse) fields["h-captcha-response"] = envelope.captchaResponse;
  return fields;
}

function safeExtras(extras: LeadExtras | undefined): LeadExtras {
  const kept: LeadExtras = {};
  for (const [key, value] of Object.entries(extras ?? {})) {
    if (!CORE_FIELDS.has(key)) kept[key] = value;
  }
  return kept;
}

/** The JSON body (requirements: What a lead carries): access_key, name, email, phone, project, message, budget?, redirect, and marketing_consent. */
export function buildJsonBody(lead: JsonLead, config: LeadClientConfig): Record<string, string> {
  return {
    access_key: config.accessKey,
    name: lead.contact.name,
    email: lead.contact.email,
    phone: lead.contact.phone,
    project: config.projectName,
    message: lead.source,
    ...(lead.budget !== undefined ? { budget: lead.budget } : {}),
    redirect: "",
    marketing_consent: lead.marketingConsent,
    ...envelopeFields(lead.contact, lead.envelope),
    ...safeExtras(lead.extras),
  };
}

/** The contact form's multipart body: access_key, name, email, phone, project, message and marketing_consent. */
export function buildFormData(lead: FormDataLead, config: LeadClientConfig): FormData {
  const data = new FormData();
  data.append("access_key", config.accessKey);
  data.append("name", lead.contact.name);
  data.append("email", lead.contact.email);
  data.append("phone", lead.contact.phone);
  // A sales desk that handles several projects must tell this one's leads apart.
  data.append("project", config.projectName);
  data.append("message", lead.message);
  data.append("marketing_consent", lead.marketingConsent);
  for (const [key, value] of Object.entries(envelopeFields(lead.contact, lead.envelope))) {
    data.append(key, value);
  }
  for (const [key, value] of Object.entries(safeExtras(lead.extras))) data.append(key, value);
  return data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The service's message sits at `message` or `body.message`; anything else is unreadable. */
export function readServiceMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (typeof body.message === "string" && body.message.trim()) return body.message.trim();
  const nested = body.body;
  if (isRecord(nested) && typeof nested.message === "string" && nested.message.trim()) {
    return nested.message.trim();
  }
  return null;
}

type Answer = { ok: boolean; body: unknown };

/** One request with the timeout spanning both the headers and the body. */
async function post(
  config: LeadClientConfig,
  init: RequestInit,
): Promise<Answer | { timedOut: boolean }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = config.timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  try {
    const response = await config.fetch(config.endpoint, { ...init, signal: controller.signal });
    const text = await response.text();
    return { ok: response.ok, body: parseJson(text) };
  } catch {
    return { timedOut };
  } finally {
    config.timers.clearTimeout(timer);
  }
}

/** Sent before the service is awaited, so an outage there still leaves the lead in the sheet. */
function copyToWebhook(config: LeadClientConfig, fields: Record<string, string>) {
  if (!config.webhookUrl) return;
  try {
    config.copyLead(config.webhookUrl, fields);
  } catch {
    // The copy is a convenience; the visitor's outcome is the form service's alone.
  }
}

function networkOutcome(result: { timedOut: boolean }): LeadOutcome {
  return { kind: "network", cause: result.timedOut ? "timeout" : "fetch-failed" };
}

/** Hero, popup and auto popup: success only when the answer is 2xx and `success` is true. */
export async function sendJsonLead(
  lead: JsonLead,
  config: LeadClientConfig = defaultLeadClientConfig(),
): Promise<LeadOutcome> {
  const fields = buildJsonBody(lead, config);
  copyToWebhook(config, fields);
  const result = await post(config, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(fields),
  });
  if (!("ok" in result)) return networkOutcome(result);
  const message = readServiceMessage(result.body);
  if (result.ok && isRecord(result.body) && result.body.success === true) {
    return message ? { kind: "ok", message } : { kind: "ok" };
  }
  return { kind: "rejected", message };
}

/** Contact form: the browser sets the multipart boundary; only `response.ok` decides. */
export async function sendFormDataLead(
  lead: FormDataLead,
  config: LeadClientConfig = defaultLeadClientConfig(),
): Promise<LeadOutcome> {
  const body = buildFormData(lead, config);
  copyToWebhook(config, formDataFields(body));
  const result = await post(config, {
    method: "POST",
    headers: { Accept: "application/json" },
    body,
  });
  if (!("ok" in result)) return networkOutcome(result);
  if (result.ok) return { kind: "ok" };
  return { kind: "rejected", message: readServiceMessage(result.body) };
}
