import { settings } from "./settings";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";

/** Defines the standard gtag() queue; gtag.js drains it whenever it arrives. */
export function ensureGtag(adsId: string): Gtag {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    const layer = window.dataLayer;
    window.gtag = function gtag() {
      // gtag.js expects the arguments object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", adsId);
  }
  return window.gtag;
}

export type ConversionOptions = { transactionId?: string | undefined };

/** Fires the lead conversion (spec: value 1, currency INR). Does nothing without an ads id. */
export function trackLeadConversion(
  value: number,
  currency: string,
  options: ConversionOptions = {},
): boolean {
  const ads = settings.googleAds;
  if (!ads) return false;
  const gtag = ensureGtag(ads.id);
  const sendTo = ads.conversionLabel ? `${ads.id}/${ads.conversionLabel}` : ads.id;
  gtag("event", "conversion", {
    send_to: sendTo,
    value,
    currency,
    ...(options.transactionId ? { transaction_id: options.transactionId } : {}),
  });
  return true;
}
