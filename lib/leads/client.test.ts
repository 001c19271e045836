import { describe, expect, it } from "vitest";
import { buildJsonBody, sendFormDataLead, sendJsonLead } from "./client";
import { contact, json, setup } from "./client.fixtures";

describe("sendJsonLead: the request and a success", () => {
  it("posts the required JSON shape with attribution extras", async () => {
    const { config, calls } = setup(() => json(200, { success: true, message: "Sent" }));
    const outcome = await sendJsonLead(
      {
        contact,
        marketingConsent: "yes",
        source: "popup",
        budget: "75-85 L",
        envelope: {
          subject: "New enquiry · Nirala Gateway · Enquiry popup · 76-85 L",
          fromName: "Nirala Gateway website",
          phoneE164: "+919810000000",
          captchaResponse: "captcha-token",
        },
        extras: {
          utm_source: "google",
          gclid: "abc",
          page: "/",
          name: "spoofed",
          replyto: "spoofed@example.in",
          subject: "spoofed",
        },
      },
      config,
    );
    expect(outcome).toEqual({ kind: "ok", message: "Sent" });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe("https://forms.example.in/submit");
    expect(call?.init.method).toBe("POST");
    expect(call?.init.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
    });
    expect(JSON.parse(String(call?.init.body))).toEqual({
      access_key: "test-key-1234",
      name: "Asha Verma",
      email: "asha@example.in",
      phone: "+91 98100 00000",
      project: "Nirala Gateway",
      message: "popup",
      budget: "75-85 L",
      redirect: "",
      marketing_consent: "yes",
      subject: "New enquiry · Nirala Gateway · Enquiry popup · 76-85 L",
      from_name: "Nirala Gateway website",
      replyto: "asha@example.in",
      phone_e164: "+919810000000",
      "h-captcha-response": "captcha-token",
      utm_source: "google",
      gclid: "abc",
      page: "/",
    });
  });

  it("sends no budget field for the hero and auto popup", () => {
    const { config } = setup(() => json(200, { success: true }));
    const body = buildJsonBody({ contact, marketingConsent: "no", source: "hero banner" }, config);
    expect(body).not.toHaveProperty("budget");
    expect(body.message).toBe("hero banner");
    expect(body.marketing_consent).toBe("no");
  });

  it("is ok without a message when the service gives none", async () => {
    const { config, timers } = setup(() => json(200, { success: true }));
    expect(
      await sendJsonLead({ contact, marketingConsent: "no", source: "hero banner" }, config),
    ).toEqual({ kind: "ok" });
    expect(timers.clearTimeout).toHaveBeenCalledWith(1);
  });
});

describe("sendJsonLead: a rejection", () => {
  it("is rejected with the service's message on success: false", async () => {
    const { config } = setup(() => json(200, { success: false, message: "Invalid email" }));
    expect(
      await sendJsonLead({ contact, marketingConsent: "no", source: "hero banner" }, config),
    ).toEqual({
      kind: "rejected",
      message: "Invalid email",
    });
  });

  it("reads the message from body.message too", async () => {
    const { config } = setup(() =>
      json(400, { success: false, body: { message: "Spam detected" } }),
    );
    expect(
      await sendJsonLead({ contact, marketingConsent: "no", source: "popup" }, config),
    ).toEqual({
      kind: "rejected",
      message: "Spam detected",
    });
  });

  it("is rejected without a message on success: false with no message", async () => {
    const { config } = setup(() => json(200, { success: false }));
    expect(
      await sendJsonLead({ contact, marketingConsent: "no", source: "popup" }, config),
    ).toEqual({
      kind: "rejected",
      message: null,
    });
  });

  it("treats a 2xx answer without success: true as rejected", async () => {
    const { config } = setup(() => json(200, { ok: 1 }));
    expect(
      (await sendJsonLead({ contact, marketingConsent: "no", source: "popup" }, config)).kind,
    ).toBe("rejected");
  });

  it("treats HTTP 500 as rejected even if the body claims success", async () => {
    const { config } = setup(() => json(500, { success: true, message: "Server error" }));
    expect(
      await sendJsonLead({ contact, marketingConsent: "no", source: "popup" }, config),
    ).toEqual({
      kind: "rejected",
      message: "Server error",
    });
  });

  it("treats a non-JSON answer as rejected without a message, never a crash", async () => {
    const { config } = setup(() =>
      Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    expect(
      await sendJsonLead({ contact, marketingConsent: "no", source: "auto popup" }, config),
    ).toEqual({
      kind: "rejected",
      message: null,
    });
    const ok = setup(() => Promise.resolve(new Response("OK", { status: 200 })));
    expect(
      await sendJsonLead({ contact, marketingConsent: "no", source: "auto popup" }, ok.config),
    ).toEqual({
      kind: "rejected",
      message: null,
    });
  });
});

describe("sendJsonLead: network failures and defaults", () => {
  it("reports a network error when fetch throws", async () => {
    const { config } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(
      await sendJsonLead({ contact, marketingConsent: "no", source: "hero banner" }, config),
    ).toEqual({
      kind: "network",
      cause: "fetch-failed",
    });
  });

  it("aborts after the timeout and reports it as a network failure", async () => {
    let signal: AbortSignal | undefined;
    const harness = setup(
      (init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          init.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    );
    const pending = sendJsonLead(
      { contact, marketingConsent: "no", source: "hero banner" },
      harness.config,
    );
    await Promise.resolve();
    expect(signal?.aborted).toBe(false);
    harness.fireTimeout();
    expect(signal?.aborted).toBe(true);
    expect(await pending).toEqual({ kind: "network", cause: "timeout" });
  });

  it("schedules the timeout at 15 seconds by default", async () => {
    const { defaultLeadClientConfig } = await import("./client");
    expect(defaultLeadClientConfig().timeoutMs).toBe(15_000);
  });

  it("copies leads to the configured webhook with the beacon sender by default", async () => {
    const { defaultLeadClientConfig } = await import("./client");
    const { settings } = await import("../settings");
    const { copyLeadToWebhook } = await import("./webhook");
    expect(defaultLeadClientConfig().webhookUrl).toBe(settings.leadWebhookUrl);
    expect(defaultLeadClientConfig().copyLead).toBe(copyLeadToWebhook);
  });
});

// Leads and harness shared by both groups on the copy to the business's sheet.
const WEBHOOK = "https://script.google.com/macros/s/AKfycb/exec";
const jsonLead = {
  contact,
  marketingConsent: "yes" as const,
  source: "popup",
  budget: "75-85 L",
  envelope: {
    subject: "New enquiry · Nirala Gateway · Enquiry popup",
    fromName: "Nirala Gateway website",
    phoneE164: "+919810000000",
    captchaResponse: "captcha-token",
  },
  extras: { lead_id: "lead-1", utm_source: "google", page: "/" },
};
const formDataLead = {
  contact,
  marketingConsent: "no" as const,
  message: "Call after 6",
  envelope: jsonLead.envelope,
  extras: { lead_id: "lead-2", source: "contact", page: "/hi" },
};

/** A harness whose sheet copies and service requests are logged in the order they happen. */
function withWebhook(
  respond: Parameters<typeof setup>[0],
  copyLead: (url: string, fields: Record<string, string>) => void = () => {},
) {
  const order: string[] = [];
  const harness = setup((init) => {
    order.push("service");
    return respond(init);
  });
  const copies: { url: string; fields: Record<string, string> }[] = [];
  harness.config.webhookUrl = WEBHOOK;
  harness.config.copyLead = (url, fields) => {
    order.push("copy");
    copies.push({ url, fields });
    copyLead(url, fields);
  };
  return { ...harness, order, copies };
}

describe("the copy to the business's sheet", () => {
  it("sends a JSON lead's exact fields to the webhook before the service is asked", async () => {
    const { config, calls, copies, order } = withWebhook(() => json(200, { success: true }));
    expect(await sendJsonLead(jsonLead, config)).toEqual({ kind: "ok" });
    expect(order).toEqual(["copy", "service"]);
    expect(copies).toEqual([
      { url: WEBHOOK, fields: JSON.parse(String(calls[0]?.init.body)) as unknown },
    ]);
    expect(copies[0]?.fields).toMatchObject({ lead_id: "lead-1", name: "Asha Verma" });
  });

  it("sends the contact form's multipart fields to the webhook as a flat record", async () => {
    const { config, calls, copies, order } = withWebhook(() =>
      Promise.resolve(new Response("", { status: 200 })),
    );
    expect(await sendFormDataLead(formDataLead, config)).toEqual({ kind: "ok" });
    expect(order).toEqual(["copy", "service"]);
    const sent = Object.fromEntries((calls[0]?.init.body as FormData).entries());
    expect(copies).toEqual([{ url: WEBHOOK, fields: sent }]);
    expect(copies[0]?.fields).toMatchObject({ lead_id: "lead-2", message: "Call after 6" });
  });

  it("sends no copy when the setting is not set", async () => {
    const { config } = setup(() => json(200, { success: true }));
    await sendJsonLead(jsonLead, config);
    await sendFormDataLead(formDataLead, config);
    expect(config.copyLead).not.toHaveBeenCalled();
  });

  it("still copies the lead when the service is down", async () => {
    const { config, copies } = withWebhook(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await sendJsonLead(jsonLead, config)).toEqual({
      kind: "network",
      cause: "fetch-failed",
    });
    expect(await sendFormDataLead(formDataLead, config)).toMatchObject({ kind: "network" });
    expect(copies).toHaveLength(2);
  });
});

describe("the copy to the business's sheet: a throwing webhook", () => {
  const answers = {
    accepted: () => json(200, { success: true, message: "Sent" }),
    refused: () => json(400, { success: false, message: "Spam detected" }),
    unreachable: () => Promise.reject(new TypeError("Failed to fetch")),
  };

  it.each(Object.keys(answers) as (keyof typeof answers)[])(
    "a throwing webhook changes nothing when the service is %s",
    async (answer) => {
      const plain = setup(answers[answer]);
      const broken = withWebhook(answers[answer], () => {
        throw new Error("webhook down");
      });
      expect(await sendJsonLead(jsonLead, broken.config)).toEqual(
        await sendJsonLead(jsonLead, plain.config),
      );
      expect(await sendFormDataLead(formDataLead, broken.config)).toEqual(
        await sendFormDataLead(formDataLead, plain.config),
      );
      expect(broken.calls).toHaveLength(2);
      expect(broken.copies).toHaveLength(2);
    },
  );
});
