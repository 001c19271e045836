/** wa.me links whose text is already written, so a visitor only presses send. */
// Types only: the words come from the page's dictionary, never bundled from here.
import type { UiWords } from "../i18n/dictionary";

/** Written as they are: letters, marks, digits, punctuation and currency signs beyond ASCII. */
const READABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{Sc}]$/u;

/**
 * Letters beyond ASCII stay as written: the browser encodes them as UTF-8 when it follows the link,
 * and a Hindi page's HTML carries each Devanagari letter in 3 bytes instead of 9. Spaces, line
 * breaks and the query's own characters are still encoded.
 */
function encodeText(text: string): string {
  return [...text]
    .map((char) =>
      char.charCodeAt(0) > 0x7f && READABLE.test(char) ? char : encodeURIComponent(char),
    )
    .join("");
}

export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeText(text)}`;
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
type FallbackWords = Pick<UiWords["leadFallback"], "greeting" | "fields">;

/** The lead a failed form could not send, as a WhatsApp message to sales. */
export function fallbackMessage(lead: FallbackLead, words: FallbackWords): string {
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
