import { describe, expect, it } from "vitest";
import { deployWarnings, LOCAL_LEADS_ENDPOINT, WEB3FORMS_ENDPOINT } from "./model";
import { parseSettings, SettingsError } from "./schema";

describe("parseSettings: defaults and where leads go", () => {
  it("defaults to the local lead store, no ads and localhost when nothing is set", () => {
    expect(parseSettings({})).toEqual({
      accessKey: "",
      formEndpoint: LOCAL_LEADS_ENDPOINT,
      usesLocalLeadStore: true,
      leadWebhookUrl: null,
      googleAds: null,
      hcaptchaSiteKey: null,
      siteUrl: "http://localhost:3000",
    });
  });

  it("reads blank values as unset, as CI passes a variable the repository does not define", () => {
    const blank = { NEXT_PUBLIC_GOOGLE_ADS_ID: "", NEXT_PUBLIC_SITE_URL: "  " };
    expect(parseSettings(blank)).toEqual(parseSettings({}));
  });

  it("ignores the rest of the environment", () => {
    expect(parseSettings({ PATH: "/usr/bin", NEXT_PUBLIC_OTHER: "x" })).toEqual(parseSettings({}));
  });

  it("sends leads to Web3Forms when an access key is set", () => {
    const s = parseSettings({
      NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY: " 3f1c2d4e-aaaa-bbbb-cccc-0123456789ab ",
    });
    expect(s.accessKey).toBe("3f1c2d4e-aaaa-bbbb-cccc-0123456789ab");
    expect(s.formEndpoint).toBe(WEB3FORMS_ENDPOINT);
    expect(s.usesLocalLeadStore).toBe(false);
  });

  it("honours an explicit form endpoint", () => {
    const s = parseSettings({ NEXT_PUBLIC_FORM_ENDPOINT: "https://forms.example.in/submit" });
    expect(s.formEndpoint).toBe("https://forms.example.in/submit");
    expect(s.usesLocalLeadStore).toBe(false);
  });

  it("reads the lead webhook URL, https or (for local testing) http", () => {
    const appsScript = "https://script.google.com/macros/s/AKfycbx-1_a/exec";
    expect(parseSettings({ NEXT_PUBLIC_LEAD_WEBHOOK_URL: ` ${appsScript} ` }).leadWebhookUrl).toBe(
      appsScript,
    );
    expect(
      parseSettings({ NEXT_PUBLIC_LEAD_WEBHOOK_URL: "http://localhost:3000/api/lead-copies" })
        .leadWebhookUrl,
    ).toBe("http://localhost:3000/api/lead-copies");
    expect(parseSettings({ NEXT_PUBLIC_LEAD_WEBHOOK_URL: "" }).leadWebhookUrl).toBeNull();
  });
});

describe("parseSettings: Google Ads and hCaptcha", () => {
  it("reads the ads id and conversion label", () => {
    const s = parseSettings({
      NEXT_PUBLIC_GOOGLE_ADS_ID: "AW-123456789",
      NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: "AbC-12_x",
    });
    expect(s.googleAds).toEqual({
      id: "AW-123456789",
      conversionLabel: "AbC-12_x",
      callConversionLabel: null,
      whatsappConversionLabel: null,
      enhancedConversions: false,
    });
  });

  it("reads the call and WhatsApp labels, enhanced conversions and the hCaptcha key", () => {
    const s = parseSettings({
      NEXT_PUBLIC_GOOGLE_ADS_ID: "AW-123456789",
      NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL: "Call_1",
      NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL: "Wa-2",
      NEXT_PUBLIC_GOOGLE_ADS_ENHANCED_CONVERSIONS: "1",
      NEXT_PUBLIC_HCAPTCHA_SITEKEY: "10000000-ffff-ffff-ffff-000000000001",
    });
    expect(s.googleAds).toMatchObject({
      callConversionLabel: "Call_1",
      whatsappConversionLabel: "Wa-2",
      enhancedConversions: true,
    });
    expect(s.hcaptchaSiteKey).toBe("10000000-ffff-ffff-ffff-000000000001");
  });

  it("reads 0 as enhanced conversions off", () => {
    const s = parseSettings({
      NEXT_PUBLIC_GOOGLE_ADS_ID: "AW-123456789",
      NEXT_PUBLIC_GOOGLE_ADS_ENHANCED_CONVERSIONS: "0",
    });
    expect(s.googleAds?.enhancedConversions).toBe(false);
  });

  it("refuses a click label without an ads id, a bad switch and a malformed captcha key", () => {
    expect(() => parseSettings({ NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL: "Call" })).toThrow(
      /NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL.*NEXT_PUBLIC_GOOGLE_ADS_ID/,
    );
    expect(() => parseSettings({ NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL: "Wa" })).toThrow(
      /NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL.*set both/,
    );
    expect(() =>
      parseSettings({
        NEXT_PUBLIC_GOOGLE_ADS_ID: "AW-123456789",
        NEXT_PUBLIC_GOOGLE_ADS_ENHANCED_CONVERSIONS: "yes",
      }),
    ).toThrow(/NEXT_PUBLIC_GOOGLE_ADS_ENHANCED_CONVERSIONS/);
    expect(() => parseSettings({ NEXT_PUBLIC_HCAPTCHA_SITEKEY: "<script>" })).toThrow(
      /NEXT_PUBLIC_HCAPTCHA_SITEKEY/,
    );
  });
});

describe("parseSettings: the site URL and malformed values", () => {
  it("normalises the site URL to its origin", () => {
    expect(parseSettings({ NEXT_PUBLIC_SITE_URL: "https://www.niralagateway.in/" }).siteUrl).toBe(
      "https://www.niralagateway.in",
    );
  });

  it.each([
    [{ NEXT_PUBLIC_GOOGLE_ADS_ID: "123456789" }, /NEXT_PUBLIC_GOOGLE_ADS_ID.*AW-123456789/],
    [
      { NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: "abc" },
      /NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL.*set both/,
    ],
    [
      { NEXT_PUBLIC_GOOGLE_ADS_ID: "AW-1234567", NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: "a b" },
      /CONVERSION_LABEL: "a b" should be the label/,
    ],
    [
      { NEXT_PUBLIC_FORM_ENDPOINT: "api.web3forms.com/submit" },
      /NEXT_PUBLIC_FORM_ENDPOINT.*not an absolute URL/,
    ],
    [{ NEXT_PUBLIC_FORM_ENDPOINT: "ftp://example.in/x" }, /NEXT_PUBLIC_FORM_ENDPOINT.*https/],
    [
      { NEXT_PUBLIC_LEAD_WEBHOOK_URL: "/api/lead-copies" },
      /NEXT_PUBLIC_LEAD_WEBHOOK_URL: "\/api\/lead-copies" is not an absolute URL/,
    ],
    [
      { NEXT_PUBLIC_LEAD_WEBHOOK_URL: "javascript:alert(1)" },
      /NEXT_PUBLIC_LEAD_WEBHOOK_URL.*must use https:\/\//,
    ],
    [{ NEXT_PUBLIC_SITE_URL: "www.niralagateway.in" }, /NEXT_PUBLIC_SITE_URL/],
    [
      { NEXT_PUBLIC_SITE_URL: "https://www.niralagateway.in/home" },
      /NEXT_PUBLIC_SITE_URL.*origin only/,
    ],
    [{ NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY: "not a key!" }, /NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY/],
  ])("rejects malformed values with a message naming the variable (%o)", (env, message) => {
    expect(() => parseSettings(env)).toThrow(SettingsError);
    expect(() => parseSettings(env)).toThrow(message);
  });

  it("says where to look, in one line per malformed variable", () => {
    expect(() =>
      parseSettings({ NEXT_PUBLIC_GOOGLE_ADS_ID: "123", NEXT_PUBLIC_SITE_URL: "x" }),
    ).toThrow(
      new SettingsError([
        { name: "NEXT_PUBLIC_GOOGLE_ADS_ID", problem: '"123" should look like AW-123456789' },
        { name: "NEXT_PUBLIC_SITE_URL", problem: '"x" is not an absolute URL' },
      ]),
    );
    expect(new SettingsError([{ name: "A", problem: "b" }]).message).toBe(
      "Invalid setting A: b. See .env.example and the README's Settings section.",
    );
  });
});

describe("deployWarnings", () => {
  it("warns that leads stay local and canonicals point at localhost when nothing is set", () => {
    const warnings = deployWarnings(parseSettings({}));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY is not set: leads go to \/api\/leads/,
    );
    expect(warnings[1]).toMatch(/^NEXT_PUBLIC_SITE_URL is http:\/\/localhost:3000:/);
  });

  it("says nothing for a deploy with a key and a public origin", () => {
    const s = parseSettings({
      NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY: "3f1c2d4e-aaaa-bbbb-cccc-0123456789ab",
      NEXT_PUBLIC_SITE_URL: "https://www.niralagateway.in",
    });
    expect(deployWarnings(s)).toEqual([]);
  });

  it("accepts a custom form endpoint without a Web3Forms key", () => {
    const s = parseSettings({
      NEXT_PUBLIC_FORM_ENDPOINT: "https://forms.example.in/submit",
      NEXT_PUBLIC_SITE_URL: "https://www.niralagateway.in",
    });
    expect(deployWarnings(s)).toEqual([]);
  });

  it("treats 127.0.0.1 as a local origin too", () => {
    const s = parseSettings({
      NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY: "3f1c2d4e-aaaa-bbbb-cccc-0123456789ab",
      NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:4173",
    });
    expect(deployWarnings(s)).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_SITE_URL is http:\/\/127\.0\.0\.1:4173:/),
    ]);
  });
});
