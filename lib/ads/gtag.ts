import { settings } from "../settings";
import { storageKeys } from "../storage-keys";
import { consentDefaultCommands, consentUpdate, type ConsentChoice } from "./consent";
import { adsConsentGranted, readConsentChoice, saveConsentChoice } from "./consent-choice";
import { LEAD_QUERY, UUID_V4 } from "../leads/lead-id";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";

/**
 * Defines the standard gtag() queue; gtag.js drains it whenever it arrives. The consent defaults
 * and the visitor's remembered choice come first, so no command runs before the tag knows them.
 */
export function ensureGtag(adsId: string): Gtag {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    const layer = window.dataLayer;
    window.gtag = function gtag() {
      // gtag.js expects the arguments object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    for (const command of consentDefaultCommands()) window.gtag(...command);
    const choice = readConsentChoice();
    if (choice) window.gtag("consent", "update", consentUpdate(choice));
    window.gtag("js", new Date());
    // Enhanced conversions need the tag to accept user_data; without the switch it stays off.
    if (settings.googleAds?.enhancedConversions) {
      window.gtag("config", adsId, { allow_enhanced_conversions: true });
    } else window.gtag("config", adsId);
  }
  return window.gtag;
}

/**
 * The visitor answered the consent bar: remember it and tell the tag. The queue is set up first,
 * so its defaults precede the update; without an ads id there is no tag and only the answer stays.
 */
export function sendConsentChoice(choice: ConsentChoice): void {
  const ads = settings.googleAds;
  const gtag = ads ? ensureGtag(ads.id) : null;
  saveConsentChoice(choice);
  gtag?.("consent", "update", consentUpdate(choice));
}

export type ConversionOptions = {
  transactionId?: string | undefined;
  /** SHA-256 hashes of the lead's email and phone (enhanced conversions), set first. */
  userData?: Record<string, string> | null | undefined;
};

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
  // Hashed contact details count as ad user data, which a visitor in Europe must accept first.
  if (options.userData && ads.enhancedConversions && adsConsentGranted()) {
    gtag("set", "user_data", options.userData);
  }
  gtag("event", "conversion", {
    send_to: sendTo,
    value,
    currency,
    ...(options.transactionId ? { transaction_id: options.transactionId } : {}),
  });
  return true;
}

export type ContactLinkKind = "call" | "whatsapp";

/** A tel: link is a call; wa.me, api.whatsapp.com and whatsapp: links are WhatsApp; else null. */
export function contactLinkKind(href: string): ContactLinkKind | null {
  if (/^tel:/i.test(href)) return "call";
  if (/^whatsapp:/i.test(href)) return "whatsapp";
  try {
    const host = new URL(href).hostname.toLowerCase();
    return host === "wa.me" || host === "api.whatsapp.com" ? "whatsapp" : null;
  } catch {
    return null;
  }
}

/**
 * A tap on a call or WhatsApp link as its own conversion. Fired and forgotten: the link navigates
 * as usual (no event_callback), and nothing fires without the ads id or that action's label.
 */
export function trackContactClick(kind: ContactLinkKind): boolean {
  const ads = settings.googleAds;
  const label = kind === "call" ? ads?.callConversionLabel : ads?.whatsappConversionLabel;
  if (!ads || !label) return false;
  ensureGtag(ads.id)("event", "conversion", { send_to: `${ads.id}/${label}` });
  return true;
}

/**
 * Called on a successful lead, before going to /thank-you, with the lead's own id: Google Ads
 * de-duplicates on it, so a reload of /thank-you counts the lead once, and the id matches the sheet.
 */
export function rememberLeadTransaction(leadId: string): void {
  try {
    window.sessionStorage.setItem(storageKeys.leadTransaction, leadId);
  } catch {
    // Blocked storage: the conversion still fires, only without the de-duplication id.
  }
}

/**
 * The id of the lead behind this visit: the one a plain post named in the URL (?lead=), else this
 * session's last scripted lead, else undefined for a visit with no lead behind it.
 */
export function readLeadTransaction(search = window.location.search): string | undefined {
  const fromUrl = new URLSearchParams(search).get(LEAD_QUERY);
  if (fromUrl && UUID_V4.test(fromUrl)) return fromUrl;
  try {
    return window.sessionStorage.getItem(storageKeys.leadTransaction) ?? undefined;
  } catch {
    return undefined;
  }
}
