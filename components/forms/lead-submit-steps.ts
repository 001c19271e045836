/** A submit's first steps, with the page: read the fields, check what needs no library, focus. */
import { marketingConsent } from "@/lib/content/leads";
import { spamTrap } from "@/lib/content/lead-extras";
import { isBookableDate } from "@/lib/buyer/site-visit";
import { blankContactFields, type ContactFieldName, type AnyLeadFormDef } from "@/lib/leads/forms";
import type { FieldErrors } from "./lead-form-state";

/** What the visitor submitted, each value trimmed. */
export function readSubmission(element: HTMLFormElement) {
  const data = new FormData(element);
  const read = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    data,
    read,
    contact: { name: read("name"), email: read("email"), phone: read("phone") },
    consent:
      read(marketingConsent.name) === marketingConsent.yes
        ? marketingConsent.yes
        : marketingConsent.no,
    trapped: read(spamTrap.name) !== "",
  };
}

export type Submission = ReturnType<typeof readSubmission>;

/** Checks that need no library: blank contact fields and dates outside the booking window. */
export function checkFields(
  form: AnyLeadFormDef,
  blankMessages: Record<ContactFieldName, string>,
  { read, contact }: Submission,
) {
  // Spaces pass the browser's `required`, so blank fields are refused here, before any send.
  const blank = blankContactFields(contact);
  // A date typed past the picker's min/max is refused here, before anything is sent.
  const outOfWindow = form.fields.flatMap((field) =>
    field.control === "date" && !isBookableDate(read(field.name), new Date())
      ? [[field.name, field.outOfWindow] as const]
      : [],
  );
  const errors: FieldErrors = Object.fromEntries([
    ...blank.map((name) => [name, blankMessages[name]] as const),
    ...outOfWindow,
  ]);
  const invalid = [...blank, ...outOfWindow.map(([name]) => name)];
  return { errors, firstInvalid: invalid[0], anyBlank: blank.length > 0 };
}

export function focusField(element: HTMLFormElement, name: string) {
  const target = element.elements.namedItem(name);
  if (target instanceof HTMLElement) target.focus();
}
