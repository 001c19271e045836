/** wa.me links whose text is already written, so a visitor only presses send. */
import { leadFallback } from "../content/lead-extras";

export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export type FallbackLead = {
  name: string;
  phone: string;
  email: string;
  /** The chosen budget or unit, each as "Label: value". */
  details: readonly string[];
  formTitle: string;
};

/** The words of the message, in the visitor's language. */
type FallbackWords = { greeting: string; fields: Record<keyof typeof leadFallback.fields, string> };

/** The lead a failed form could not send, as a WhatsApp message to sales. */
export function fallbackMessage(lead: FallbackLead, words: FallbackWords = leadFallback): string {
  const { fields } = words;
  return [
    words.greeting,
    `${fields.name}: ${lead.name}`,
    `${fields.phone}: ${lead.phone}`,
    `${fields.email}: ${lead.email}`,
    ...lead.details,
    `${fields.form}: ${lead.formTitle}`,
  ].join("\n");
}
