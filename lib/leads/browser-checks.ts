/**
 * What a field says when the browser refuses it, in the page's language: the browser would say it
 * in its own. The form renders both messages on the control; the page's inline script
 * (lib/inline/plain-post.ts) shows the one that fits, before hydration and after it.
 */
import type { UiWords } from "../i18n/dictionary";
import type { FieldDef } from "./forms";

type Messages = { missing?: string; mismatch?: string };

/** A field's two messages: left empty, and holding what its type, pattern or range refuses. */
export function checkMessages(
  field: FieldDef,
  words: Pick<UiWords, "forms" | "siteVisitForm">,
): Messages {
  const { blank, emailInvalid, phoneInvalid } = words.forms;
  switch (field.name) {
    case "name":
      return { missing: blank.name };
    case "email":
      return { missing: blank.email, mismatch: emailInvalid };
    case "phone":
      return { missing: blank.phone, mismatch: phoneInvalid };
    case "budget":
    case "visit_slot":
      return { missing: field.missing };
    case "visit_date":
      return { missing: words.siteVisitForm.dateMissing, mismatch: field.outOfWindow };
    case "message":
    case "visit_type":
      return {};
  }
}

/** The control's attributes that carry its messages: data-missing and data-mismatch. */
export function checkAttributes(messages: Messages): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([kind, text]) => [`data-${kind}`, text]));
}

/**
 * The message a refused control shows: its own for an empty value, else for a wrong one; none
 * (an optional field) leaves the browser's.
 */
export function refusalMessage(control: Pick<HTMLInputElement, "validity" | "dataset">): string {
  return control.dataset[control.validity.valueMissing ? "missing" : "mismatch"] ?? "";
}
