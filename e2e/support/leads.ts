/** Helpers of the lead-form journeys: intercepting the service, filling forms, reading what was sent. */
import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { dialogCopy } from "../../lib/ui/dialogs";
import { heroFormCopy } from "../../lib/content/form-copy";

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

export async function openEnquiryPopup(page: Page) {
  await page
    .getByRole("complementary", { name: "Quick contact" })
    .getByRole("button", { name: "Enquiry Now" })
    .click();
  const dialog = page.getByRole("dialog", { name: dialogCopy.enquiry.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

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
