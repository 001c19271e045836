/** A submit's steps that come with the page: read and check the fields, say a failure; the rest is lead-send.ts. */
import { marketingConsent } from "@/lib/content/leads";
import { spamTrap } from "@/lib/content/lead-extras";
import { readContact, readField } from "@/lib/leads/chosen-options";
import { isBookableDate } from "@/lib/buyer/site-visit";
import { blankContactFields, type ContactFieldName, type AnyLeadFormDef } from "@/lib/leads/forms";
import type { LeadOutcome } from "@/lib/leads/client";
import type { FieldErrors } from "./lead-form-state";

/** What the visitor submitted, each value trimmed. */
export function readSubmission(element: HTMLFormElement) {
  const data = new FormData(element);
  const read = (name: string) => readField(data, name);
  return {
    data,
    read,
    contact: readContact(data),
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

/** A send that failed, or a submit whose later steps could not load (the connection dropped since). */
export type LeadFailure = Exclude<LeadOutcome, { kind: "ok" }> | { kind: "unloaded" };

/** Names the failure for the console without any of the visitor's details. */
export function describeFailure(outcome: LeadFailure): string {
  if (outcome.kind === "rejected") return "rejected by the form service";
  return outcome.kind === "network"
    ? `network failure (${outcome.cause})`
    : "its send step did not load";
}

export function focusField(element: HTMLFormElement, name: string) {
  const target = element.elements.namedItem(name);
  if (target instanceof HTMLElement) target.focus();
}
