/**
 * Build-time settings. Every NEXT_PUBLIC_* variable is read here and nowhere else, and checked:
 * a malformed value throws while `next build` loads next.config.ts, so a bad deploy never ships.
 */

export const WEB3FORMS_ENDPOINT = "https://api.web3forms.com/submit";
/** Where leads go when no access key is set: the preview server's own endpoint (`npm start`). */
export const LOCAL_LEADS_ENDPOINT = "/api/leads";

export type Settings = {
  /** Web3Forms access key; empty when not configured. */
  accessKey: string;
  /** Absolute URL, or the root-relative local endpoint when no key is set. */
  formEndpoint: string;
  /** True when leads go to the local preview server rather than a form service. */
  usesLocalLeadStore: boolean;
  /** Google Ads tag, present only when NEXT_PUBLIC_GOOGLE_ADS_ID is set. */
  googleAds: GoogleAdsSettings | null;
  /** hCaptcha site key; null leaves the forms without a captcha and loads nothing. */
  hcaptchaSiteKey: string | null;
  /** Canonical origin without a trailing slash, e.g. https://www.niralagateway.in */
  siteUrl: string;
};

export type GoogleAdsSettings = {
  id: string;
  /** The lead conversion (/thank-you). */
  conversionLabel: string | null;
  /** A click on a tel: link; null counts none. */
  callConversionLabel: string | null;
  /** A click on a WhatsApp link; null counts none. */
  whatsappConversionLabel: string | null;
  /** Send SHA-256 hashes of the lead's email and phone with the lead conversion. */
  enhancedConversions: boolean;
};

export type SettingsEnv = {
  NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY?: string | undefined;
  NEXT_PUBLIC_FORM_ENDPOINT?: string | undefined;
  NEXT_PUBLIC_GOOGLE_ADS_ID?: string | undefined;
  NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL?: string | undefined;
  NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL?: string | undefined;
  NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL?: string | undefined;
  NEXT_PUBLIC_GOOGLE_ADS_ENHANCED_CONVERSIONS?: string | undefined;
  NEXT_PUBLIC_HCAPTCHA_SITEKEY?: string | undefined;
  NEXT_PUBLIC_SITE_URL?: string | undefined;
};

export const DEFAULT_SITE_URL = "http://localhost:3000";

export class SettingsError extends Error {
  constructor(name: keyof SettingsEnv, problem: string) {
    super(
      `Invalid setting ${name}: ${problem}. See .env.example and the README's Settings section.`,
    );
    this.name = "SettingsError";
  }
}

function clean(value: string | undefined): string {
  return (value ?? "").trim();
}

function parseHttpUrl(name: keyof SettingsEnv, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(name, `"${value}" is not an absolute URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new SettingsError(name, `"${value}" must use https:// (or http:// for local testing)`);
  }
  return url;
}

type LabelSetting =
  | "NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL"
  | "NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL"
  | "NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL";

/** A conversion action's label: checked, and only meaningful with an ads id. */
function conversionLabel(env: SettingsEnv, name: LabelSetting, adsId: string): string | null {
  const label = clean(env[name]);
  if (!label) return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(label)) {
    throw new SettingsError(
      name,
      `"${label}" should be the label from the conversion action (letters, digits, _ and -)`,
    );
  }
  if (!adsId) {
    throw new SettingsError(
      name,
      "is set but NEXT_PUBLIC_GOOGLE_ADS_ID is not; set both or neither",
    );
  }
  return label;
}

export function parseSettings(env: SettingsEnv): Settings {
  const accessKey = clean(env.NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY);
  if (accessKey && !/^[A-Za-z0-9-]{8,64}$/.test(accessKey)) {
    throw new SettingsError(
      "NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY",
      "expected the key from the Web3Forms dashboard (letters, digits and dashes, e.g. a UUID)",
    );
  }

  const endpointRaw = clean(env.NEXT_PUBLIC_FORM_ENDPOINT);
  let formEndpoint: string;
  if (endpointRaw) {
    formEndpoint = parseHttpUrl("NEXT_PUBLIC_FORM_ENDPOINT", endpointRaw).toString();
  } else {
    formEndpoint = accessKey ? WEB3FORMS_ENDPOINT : LOCAL_LEADS_ENDPOINT;
  }

  const adsId = clean(env.NEXT_PUBLIC_GOOGLE_ADS_ID);
  if (adsId && !/^AW-\d{6,15}$/.test(adsId)) {
    throw new SettingsError(
      "NEXT_PUBLIC_GOOGLE_ADS_ID",
      `"${adsId}" should look like AW-123456789`,
    );
  }
  const adsLabel = conversionLabel(env, "NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL", adsId);
  const callLabel = conversionLabel(env, "NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL", adsId);
  const whatsappLabel = conversionLabel(
    env,
    "NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL",
    adsId,
  );
  const enhanced = clean(env.NEXT_PUBLIC_GOOGLE_ADS_ENHANCED_CONVERSIONS);
  if (enhanced && enhanced !== "0" && enhanced !== "1") {
    throw new SettingsError(
      "NEXT_PUBLIC_GOOGLE_ADS_ENHANCED_CONVERSIONS",
      `"${enhanced}" should be 1 (on) or empty/0 (off)`,
    );
  }
  const hcaptchaSiteKey = clean(env.NEXT_PUBLIC_HCAPTCHA_SITEKEY);
  if (hcaptchaSiteKey && !/^[A-Za-z0-9-]{8,64}$/.test(hcaptchaSiteKey)) {
    throw new SettingsError(
      "NEXT_PUBLIC_HCAPTCHA_SITEKEY",
      "expected the site key from the hCaptcha dashboard (letters, digits and dashes)",
    );
  }

  const siteRaw = clean(env.NEXT_PUBLIC_SITE_URL) || DEFAULT_SITE_URL;
  const site = parseHttpUrl("NEXT_PUBLIC_SITE_URL", siteRaw);
  if (site.pathname !== "/" || site.search || site.hash) {
    throw new SettingsError(
      "NEXT_PUBLIC_SITE_URL",
      `"${siteRaw}" must be an origin only, e.g. https://www.example.in`,
    );
  }

  return {
    accessKey,
    formEndpoint,
    usesLocalLeadStore: formEndpoint === LOCAL_LEADS_ENDPOINT,
    googleAds: adsId
      ? {
          id: adsId,
          conversionLabel: adsLabel,
          callConversionLabel: callLabel,
          whatsappConversionLabel: whatsappLabel,
          enhancedConversions: enhanced === "1",
        }
      : null,
    hcaptchaSiteKey: hcaptchaSiteKey || null,
    siteUrl: site.origin,
  };
}

/**
 * Settings that build fine but are wrong for a public deploy. `next build` prints them (next.config.ts)
 * so whoever ships `out/` to a CDN sees them; they do not fail the build, which CI and `npm start` use.
 */
export function deployWarnings(s: Settings): string[] {
  const warnings: string[] = [];
  if (s.usesLocalLeadStore) {
    warnings.push(
      `NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY is not set: leads go to ${LOCAL_LEADS_ENDPOINT}, which only the preview server (npm start) answers. On a CDN every enquiry would fail; set the key before deploying.`,
    );
  }
  const host = new URL(s.siteUrl).hostname;
  if (host === "localhost" || host === "127.0.0.1" || host === "[::1]") {
    warnings.push(
      `NEXT_PUBLIC_SITE_URL is ${s.siteUrl}: canonical URLs, the sitemap and share cards point there. Set it to the public origin before deploying.`,
    );
  }
  return warnings;
}

// Each variable is named in full so Next.js can inline it into the client bundle at build time.
export const settings: Settings = parseSettings({
  NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY: process.env.NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY,
  NEXT_PUBLIC_FORM_ENDPOINT: process.env.NEXT_PUBLIC_FORM_ENDPOINT,
  NEXT_PUBLIC_GOOGLE_ADS_ID: process.env.NEXT_PUBLIC_GOOGLE_ADS_ID,
  NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: process.env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL,
  NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL:
    process.env.NEXT_PUBLIC_GOOGLE_ADS_CALL_CONVERSION_LABEL,
  NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL:
    process.env.NEXT_PUBLIC_GOOGLE_ADS_WHATSAPP_CONVERSION_LABEL,
  NEXT_PUBLIC_GOOGLE_ADS_ENHANCED_CONVERSIONS:
    process.env.NEXT_PUBLIC_GOOGLE_ADS_ENHANCED_CONVERSIONS,
  NEXT_PUBLIC_HCAPTCHA_SITEKEY: process.env.NEXT_PUBLIC_HCAPTCHA_SITEKEY,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
});
