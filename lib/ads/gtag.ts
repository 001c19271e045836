import { settings } from "../settings";
import { consentDefaultCommands, consentUpdate, type ConsentChoice } from "./consent";
import { adsConsentGranted, readConsentChoice, saveConsentChoice } from "./consent-choice";
import { thankYouConversion } from "../content/thank-you";
import { localStore } from "../leads/session";
import { firstCount } from "./lead-count";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";
const GTAG_SCRIPT_ID = "gtag-js";

/**
 * Adds gtag.js once the page has loaded and the browser is idle, so the tag never competes with
 * the page's own first load (what next/script's lazyOnload does, without shipping its loader).
 */
export function loadGtagWhenIdle(adsId: string): void {
  const add = () => {
    if (document.getElementById(GTAG_SCRIPT_ID)) return;
    const script = document.createElement("script");
    script.id = GTAG_SCRIPT_ID;
    script.async = true;
    script.src = `${GTAG_SRC}?id=${encodeURIComponent(adsId)}`;
    document.head.append(script);
  };
  // Safari has no requestIdleCallback: a task after the load event is the nearest it offers.
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(add) : setTimeout(add);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

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
 * A lead accepted by the form service counts as one conversion, named by its id so Google Ads and
 * the sheet name the same lead; the same id never counts twice in this browser.
 */
export function countLead(leadId: string, userData?: ConversionOptions["userData"]): boolean {
  if (!firstCount(leadId, localStore())) return false;
  const { value, currency } = thankYouConversion;
  return trackLeadConversion(value, currency, { transactionId: leadId, userData });
}
