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

/** The lead a failed form could not send, as a WhatsApp message to sales. */
export function fallbackMessage(lead: FallbackLead): string {
  const { fields } = leadFallback;
  return [
    leadFallback.greeting,
    `${fields.name}: ${lead.name}`,
    `${fields.phone}: ${lead.phone}`,
    `${fields.email}: ${lead.email}`,
    ...lead.details,
    `${fields.form}: ${lead.formTitle}`,
  ].join("\n");
}
