import { settings } from "./settings";
import { storageKeys } from "./storage-keys";

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

/** Fires the lead conversion (value 1, currency INR). Does nothing without an ads id. */
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

function newTransactionId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
    return crypto.randomUUID();
  }
  return `lead-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Called on a successful lead, before going to /thank-you. Each lead gets a new id; the id stays
 * for the session so a reload of /thank-you repeats it and Google Ads counts the lead once.
 */
export function rememberLeadTransaction(): string {
  const id = newTransactionId();
  try {
    window.sessionStorage.setItem(storageKeys.leadTransaction, id);
  } catch {
    // Blocked storage: the conversion still fires, only without the de-duplication id.
  }
  return id;
}

/** The id of this session's last lead, or undefined for a visit with no lead behind it. */
export function readLeadTransaction(): string | undefined {
  try {
    return window.sessionStorage.getItem(storageKeys.leadTransaction) ?? undefined;
  } catch {
    return undefined;
  }
}
