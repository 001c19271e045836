import { describe, expect, it, vi } from "vitest";
import { queuedCopies } from "./copy-queue";
import { memoryStore } from "./memory-store.fixtures";
import { copyLead, copyLeadToWebhook, formDataFields, sendCopy, webhookCopy } from "./webhook";

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

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe("sendCopy", () => {
  it("posts the copy as text/plain JSON with keepalive, a simple request the sheet answers", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => json({ ok: true }));
    expect(await sendCopy(URL_, copied, fetch)).toBe(true);
    expect(fetch).toHaveBeenCalledWith(URL_, {
      method: "POST",
      body: JSON.stringify(copied),
      keepalive: true,
      headers: { "Content-Type": "text/plain" },
    });
  });

  it.each([
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the sheet's refusal", () => json({ ok: false, error: "busy" })],
    ["an error page", () => Promise.resolve(new Response("<html>", { status: 500 }))],
  ])("fails on %s", async (_, answer) => {
    expect(await sendCopy(URL_, copied, vi.fn<typeof globalThis.fetch>(answer))).toBe(false);
  });

  it("takes an empty success, as a local receiver answers", async () => {
    const empty = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    expect(await sendCopy(URL_, copied, empty)).toBe(true);
  });
});

describe("copyLead", () => {
  it("keeps the copy while it is sent and lets it go once the sheet took it", async () => {
    const store = memoryStore();
    let answer: (reply: Response) => void = () => undefined;
    const fetch = vi.fn<typeof globalThis.fetch>(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const sent = copyLead(URL_, copied, store, 5, fetch);
    expect(Object.keys(queuedCopies(store))).toEqual([lead.lead_id]);
    answer(new Response('{"ok":true}'));
    expect(await sent).toBe(true);
    expect(queuedCopies(store)).toEqual({});
  });

  it("keeps a copy the sheet refused", async () => {
    const store = memoryStore();
    await copyLead(
      URL_,
      copied,
      store,
      5,
      vi.fn<typeof globalThis.fetch>(() => json({ ok: false })),
    );
    expect(queuedCopies(store)[lead.lead_id]?.tries).toBe(0);
  });
});

describe("copyLeadToWebhook", () => {
  it("sends every field but the access key and captcha answer, and returns at once", () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>(() => {}));
    expect(copyLeadToWebhook(URL_, lead, fetch)).toBeUndefined();
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(JSON.stringify(copied));
  });

  it("never throws, and swallows a failed fetch without an unhandled rejection", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const rejecting = vi.fn<typeof globalThis.fetch>(() =>
        Promise.reject(new TypeError("Failed to fetch")),
      );
      expect(() => copyLeadToWebhook(URL_, lead, rejecting)).not.toThrow();
      const throwing = vi.fn<typeof globalThis.fetch>(() => {
        throw new TypeError("blocked");
      });
      expect(() => copyLeadToWebhook(URL_, lead, throwing)).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(rejecting).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
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
