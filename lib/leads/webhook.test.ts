import { describe, expect, it, vi } from "vitest";
import { copyLeadToWebhook, formDataFields, webhookCopy } from "./webhook";

const URL_ = "https://script.google.com/macros/s/AKfycb/exec";

const lead = {
  access_key: "secret-key-1234",
  "h-captcha-response": "captcha-token",
  name: "Asha Verma",
  email: "asha@example.in",
  phone: "+91 98100 00000",
  project: "Nirala Gateway",
  message: "popup",
  budget: "75-85 L",
  marketing_consent: "yes",
  subject: "New enquiry · Nirala Gateway · Enquiry popup · 76-85 L",
  replyto: "asha@example.in",
  phone_e164: "+919810000000",
  language: "hi",
  page: "/hi",
  utm_source: "google",
  lead_id: "0b7a4c1e-3f2d-4a5b-9c8d-1e2f3a4b5c6d",
  submitted_at: "2026-11-25T17:42:05+05:30",
  gclid: "Cj0KCQiA",
  landing_page: "/hi?utm_source=google",
  referrer: "https://www.google.com/",
};

const copied = Object.fromEntries(
  Object.entries(lead).filter(([key]) => key !== "access_key" && key !== "h-captcha-response"),
);

async function blobText(blob: unknown) {
  expect(blob).toBeInstanceOf(Blob);
  return { type: (blob as Blob).type, text: await (blob as Blob).text() };
}

describe("copyLeadToWebhook", () => {
  it("beacons every field but the access key and captcha answer, as text/plain JSON", async () => {
    const sendBeacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    const fetch = vi.fn<typeof globalThis.fetch>();
    copyLeadToWebhook(URL_, lead, { sendBeacon, fetch });

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(URL_);
    const body = await blobText(blob);
    expect(body.type).toBe("text/plain;charset=utf-8");
    expect(JSON.parse(body.text)).toEqual(copied);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["missing", undefined],
    ["refused (returns false)", () => false],
    [
      "throwing",
      () => {
        throw new TypeError("Illegal invocation");
      },
    ],
  ])("falls back to a keepalive no-cors fetch when sendBeacon is %s", (_, sendBeacon) => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null)));
    copyLeadToWebhook(URL_, lead, { sendBeacon, fetch });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(URL_);
    expect(init).toEqual({
      method: "POST",
      body: JSON.stringify(copied),
      keepalive: true,
      mode: "no-cors",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    });
  });

  it("never throws, and swallows a failed fetch without an unhandled rejection", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const rejecting = vi.fn<typeof globalThis.fetch>(() =>
        Promise.reject(new TypeError("Failed to fetch")),
      );
      expect(() => copyLeadToWebhook(URL_, lead, { fetch: rejecting })).not.toThrow();
      const throwing = vi.fn<typeof globalThis.fetch>(() => {
        throw new TypeError("blocked");
      });
      expect(() => copyLeadToWebhook(URL_, lead, { fetch: throwing })).not.toThrow();
      expect(() => copyLeadToWebhook(URL_, lead, {})).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(rejecting).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("returns at once, without waiting for the answer", () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>(() => {}));
    expect(copyLeadToWebhook(URL_, lead, { fetch })).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("uses the browser's sendBeacon by default", async () => {
    const sendBeacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    vi.stubGlobal("navigator", { sendBeacon });
    try {
      copyLeadToWebhook(URL_, { name: "A", access_key: "k" });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(JSON.parse((await blobText(sendBeacon.mock.calls[0]?.[1])).text)).toEqual({
      name: "A",
    });
  });
});

describe("the copied fields", () => {
  it("are the contact form's multipart entries as a flat record", () => {
    const data = new FormData();
    for (const [key, value] of Object.entries(lead)) data.append(key, value);
    expect(formDataFields(data)).toEqual(lead);
    expect(webhookCopy(formDataFields(data))).toEqual(copied);
  });
});
