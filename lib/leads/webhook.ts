/**
 * A copy of every lead for the business's own sheet (NEXT_PUBLIC_LEAD_WEBHOOK_URL). Fire and
 * forget: it never throws, never waits for the answer and never changes what the visitor sees.
 */

/** What the copy is sent with: the browser's own, or a test's. */
export type WebhookTransport = {
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  fetch?: typeof fetch | undefined;
};

/** Credentials for the form service only; the sheet never needs them. */
const NOT_COPIED = new Set(["access_key", "h-captcha-response"]);

// text/plain is a CORS-safelisted type, so the browser sends no preflight the receiver cannot answer.
const CONTENT_TYPE = "text/plain;charset=UTF-8";

function browserTransport(): WebhookTransport {
  const nav = typeof navigator === "undefined" ? undefined : navigator;
  return {
    sendBeacon:
      typeof nav?.sendBeacon === "function" ? (url, data) => nav.sendBeacon(url, data) : undefined,
    fetch:
      typeof globalThis.fetch === "function"
        ? (input, init) => globalThis.fetch(input, init)
        : undefined,
  };
}

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

function beacon(transport: WebhookTransport, url: string, json: string): boolean {
  try {
    return transport.sendBeacon?.(url, new Blob([json], { type: CONTENT_TYPE })) === true;
  } catch {
    return false;
  }
}

/** Sends the copy by sendBeacon, else a keepalive no-cors fetch; any failure is swallowed. */
export function copyLeadToWebhook(
  url: string,
  fields: Record<string, string>,
  transport: WebhookTransport = browserTransport(),
): void {
  try {
    const json = JSON.stringify(webhookCopy(fields));
    if (beacon(transport, url, json)) return;
    transport
      .fetch?.(url, {
        method: "POST",
        body: json,
        keepalive: true,
        mode: "no-cors",
        headers: { "Content-Type": CONTENT_TYPE },
      })
      .catch(() => undefined);
  } catch {
    // A copy that cannot be sent must not cost the lead itself.
  }
}
