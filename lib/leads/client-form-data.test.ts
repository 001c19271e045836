import { describe, expect, it } from "vitest";
import { sendFormDataLead } from "./client";
import { contact, json, setup } from "./client.fixtures";

describe("sendFormDataLead", () => {
  it("posts multipart form data with the contact fields and extras", async () => {
    const { config, calls } = setup(() => Promise.resolve(new Response("", { status: 200 })));
    const outcome = await sendFormDataLead(
      {
        contact,
        marketingConsent: "yes",
        message: "Please call after 6 pm",
        envelope: {
          subject: "New enquiry · Nirala Gateway · Contact form",
          fromName: "Nirala Gateway website",
          phoneE164: "+919810000000",
        },
        extras: { page: "/", utm_medium: "cpc", marketing_consent: "spoofed" },
      },
      config,
    );
    expect(outcome).toEqual({ kind: "ok" });
    const body = calls[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries((body as FormData).entries())).toEqual({
      access_key: "test-key-1234",
      name: "Asha Verma",
      email: "asha@example.in",
      phone: "+91 98100 00000",
      project: "Nirala Gateway",
      message: "Please call after 6 pm",
      marketing_consent: "yes",
      subject: "New enquiry · Nirala Gateway · Contact form",
      from_name: "Nirala Gateway website",
      replyto: "asha@example.in",
      phone_e164: "+919810000000",
      page: "/",
      utm_medium: "cpc",
    });
    // The browser must set the multipart boundary itself.
    expect(calls[0]?.init.headers).not.toHaveProperty("Content-Type");
  });

  it("only response.ok decides: a 2xx with success: false is still ok", async () => {
    const { config } = setup(() => json(200, { success: false }));
    expect(
      (await sendFormDataLead({ contact, marketingConsent: "no", message: "" }, config)).kind,
    ).toBe("ok");
  });

  it("is rejected on HTTP 500 and on a non-JSON error page", async () => {
    const a = setup(() => json(500, { success: false, message: "Down" }));
    expect(
      await sendFormDataLead({ contact, marketingConsent: "no", message: "" }, a.config),
    ).toEqual({
      kind: "rejected",
      message: "Down",
    });
    const b = setup(() => Promise.resolve(new Response("<h1>oops</h1>", { status: 503 })));
    expect(
      await sendFormDataLead({ contact, marketingConsent: "no", message: "" }, b.config),
    ).toEqual({
      kind: "rejected",
      message: null,
    });
  });

  it("reports a network error when fetch throws", async () => {
    const { config } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(
      (await sendFormDataLead({ contact, marketingConsent: "no", message: "" }, config)).kind,
    ).toBe("network");
  });
});
