/**
 * Words around the lead forms' spam trap, phone check, the email sales receives and the WhatsApp
 * way out.
 */
import { launchSettings } from "./launch-settings";
import { contact, project } from "./project";
import type { LeadFormId } from "../leads/form-ids";
import { hiLanguage } from "../i18n/hi/language";

/** How sales reads each form's name in the email subject and the WhatsApp message. */
export const leadFormTitles: Record<LeadFormId, string> = {
  hero: "Hero form",
  enquiry: "Enquiry popup",
  autoPopup: "Auto popup",
  brochure: "Brochure download",
  contact: "Contact form",
  siteVisit: "Site visit",
};

/** The email the form service sends to sales. */
export const leadEmail = {
  subjectPrefix: "New enquiry",
  separator: " · ",
  fromName: `${project.name} website`,
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

export const captchaCopy = {
  required: "Please complete the check above the button.",
  label: "Spam check",
} as const;

/** Shown after a failed submit: the same details, sent another way. */
export const leadFallback = {
  whatsappLabel: "Send on WhatsApp instead",
  callLabel: `Call ${contact.phoneDisplay}`,
  note: "Your details are still in the form.",
  greeting: `Hello, I would like to enquire about ${project.name}.`,
  /** `unit` names the unit a "Get price breakup" button chose. */
  fields: { name: "Name", phone: "Phone", email: "Email", form: "Form", unit: "Unit type" },
} as const;

export const thankYouWhatsapp = {
  message: `Hello, I just enquired about ${project.name} on your website and would like to talk on WhatsApp.`,
  label: "Chat on WhatsApp",
  lead: "Or message the sales team on WhatsApp:",
} as const;

export const salesWhatsappNumber = launchSettings.whatsappNumber;
