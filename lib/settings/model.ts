/** The checked settings as the app sees them, and what follows from them. Plain code: the browser may load it. */

export const WEB3FORMS_ENDPOINT = "https://api.web3forms.com/submit";
/** Where leads go when no access key is set: the preview server's own endpoint (`npm start`). */
export const LOCAL_LEADS_ENDPOINT = "/api/leads";
export const DEFAULT_SITE_URL = "http://localhost:3000";

export type Settings = {
  /** Web3Forms access key; empty when not configured. */
  accessKey: string;
  /** Absolute URL, or the root-relative local endpoint when no key is set. */
  formEndpoint: string;
  /** True when leads go to the local preview server rather than a form service. */
  usesLocalLeadStore: boolean;
  /** Absolute URL that also receives a copy of every lead (the business's sheet); null sends none. */
  leadWebhookUrl: string | null;
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

/**
 * Settings that build fine but are wrong for a public deploy. `next build` prints them (next.config.ts)
 * so whoever ships `out/` to a CDN sees them; they do not fail the build, which CI and `npm start` use.
 */
export function deployWarnings(s: Settings): string[] {
  const warnings: string[] = [];
  if (s.usesLocalLeadStore) {
    warnings.push(
      `NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY is not set: leads go to ${LOCAL_LEADS_ENDPOINT}, ` +
        `which only the preview server (npm start) answers. On a CDN every enquiry would fail; ` +
        `set the key before deploying.`,
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
