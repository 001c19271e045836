/**
 * A copy of every lead for the business's own sheet (NEXT_PUBLIC_LEAD_WEBHOOK_URL). It never
 * throws and never changes what the visitor sees; a copy the sheet does not confirm is kept and
 * sent again on a later page (copy-queue.ts, copy-retry.ts).
 */
import { dropCopy, keepCopy } from "./copy-queue";
import type { KeyValueStore } from "./attribution";
import { localStore } from "./session";

/** Credentials for the form service only; the sheet never needs them. */
const NOT_COPIED = new Set(["access_key", "h-captcha-response"]);

/** The multipart body's entries as the same flat record a JSON lead is. */
export function formDataFields(data: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of data.entries())
    fields[key] = typeof value === "string" ? value : value.name;
  return fields;
}

/** The lead's fields as the sheet receives them: everything but the service's credentials. */
export function webhookCopy(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !NOT_COPIED.has(key)));
}

/**
 * Sends one copy; true unless the network failed, the status is an error or the reply is
 * `{ok: false}` (how Apps Script refuses, with status 200). text/plain is a CORS-safelisted type, so
 * the browser sends no preflight, and Apps Script answers a simple request so its reply is read.
 */
export function sendCopy(
  url: string,
  copy: Record<string, string>,
  send: typeof fetch = (input, init) => fetch(input, init),
): Promise<boolean> {
  return send(url, {
    method: "POST",
    body: JSON.stringify(copy),
    keepalive: true,
    headers: { "Content-Type": "text/plain" },
  })
    .then((reply) =>
      // An error status is a failure; a 2xx body that is not JSON (204) is taken.
      reply.ok
        ? reply.json().then(
            (body: { ok?: unknown } | null) => body?.ok !== false,
            () => true,
          )
        : false,
    )
    .catch(() => false);
}

/** Keeps the copy, sends it, and lets it go once the sheet took it. */
export function copyLead(
  url: string,
  copy: Record<string, string>,
  store: KeyValueStore | null,
  now: number,
  send?: typeof fetch,
): Promise<boolean> {
  keepCopy(store, copy, now);
  return sendCopy(url, copy, send).then((ok) => {
    if (ok) dropCopy(store, copy.lead_id);
    return ok;
  });
}

/** The lead client's copy: every field but the credentials, fire and forget. */
export function copyLeadToWebhook(
  url: string,
  fields: Record<string, string>,
  send?: typeof fetch,
): void {
  try {
    void copyLead(url, webhookCopy(fields), localStore(), Date.now(), send).catch(() => false);
  } catch {
    // A copy that cannot be sent must not cost the lead itself.
  }
}
