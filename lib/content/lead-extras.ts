/**
 * Facts around the lead forms: the spam trap, the phone check, the email sales receives, and the
 * WhatsApp number (each form's name for sales is in lib/leads/form-ids.ts).
 */
import { launchSettings } from "./launch-settings";
import { enProject } from "../i18n/en/project";
import { hiLanguage } from "../i18n/hi/language";

/** The email the form service sends to sales. */
export const leadEmail = {
  subjectPrefix: "New enquiry",
  separator: " · ",
  fromName: `${enProject.name} website`,
  /** Leads from pages in another language open their subject with it: the call back is in that language. */
  languageMarkers: { en: null, hi: hiLanguage.leadMarker },
} as const;

export const phoneCheck = {
  /** India unless the visitor types a country code. */
  defaultCountry: "IN",
} as const;

/**
 * A field no person sees; no browser autofills it, bots fill every box they find. The name is the
 * one the form service checks in a plain post, so a bot's post is dropped there too.
 */
export const spamTrap = { name: "botcheck" } as const;

export const salesWhatsappNumber = launchSettings.whatsappNumber;
