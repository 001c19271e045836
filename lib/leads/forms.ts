/**
 * Every lead form as data: its fields, the source label its lead carries, how it sends, what it
 * does on success and its exact messages (docs/requirements.md). One component renders them all;
 * each form's table in one language is in build-lead-forms.ts.
 */
import { type BudgetOption, budgetOptions } from "../content/leads";
import { visitSlots, visitTypes } from "../content/site-visit";
import type { LeadFormId, PageFormId } from "./form-ids";
import { DEFAULT_LANG, type Lang } from "../i18n/lang";

export type FieldName = FieldDef["name"];

type InputMode = "text" | "email" | "tel";
type AutoComplete = "name" | "email" | "tel" | "off";

export type FieldDef =
  | {
      name: "name" | "email" | "phone";
      control: "input";
      label: string;
      type: "text" | "email" | "tel";
      inputMode: InputMode;
      autoComplete: AutoComplete;
      maxLength: number;
      /** The browser's own check for a plain post (before hydration or without JavaScript). */
      pattern?: string;
      required: true;
    }
  | {
      name: "budget" | "visit_slot";
      control: "select";
      label: string;
      placeholder: string;
      options: readonly BudgetOption[];
      /** Shown beside the field when the browser refuses the unchosen placeholder. */
      missing: string;
      required: true;
    }
  | {
      /** How the site is shown: one of two radios, the first chosen until the visitor says otherwise. */
      name: "visit_type";
      control: "radio";
      label: string;
      options: readonly BudgetOption[];
      defaultValue: string;
      required: false;
    }
  | {
      name: "message";
      control: "textarea";
      label: string;
      maxLength: number;
      required: false;
    }
  | {
      /** A day from today to the booking window's end, India time; refused outside it. */
      name: "visit_date";
      control: "date";
      label: string;
      outOfWindow: string;
      required: true;
    };

/** The marker that prefixes the service's own error message. */
export const ERROR_MARKER = "❌";

/**
 * After the marker, the service's own message on an English page (else the fallback); on a page in
 * another language always that language's fallback, as the service answers only in English.
 */
export function rejectedAlert(message: string | null, fallback: string, lang: Lang): string {
  return `${ERROR_MARKER} ${(lang === DEFAULT_LANG && message) || fallback}`;
}

/** The required contact fields, in form order. */
const CONTACT_FIELDS = ["name", "email", "phone"] as const;

export type ContactFieldName = (typeof CONTACT_FIELDS)[number];

/** The required contact fields whose trimmed value is empty, in form order. */
export function blankContactFields(contact: Record<ContactFieldName, string>): ContactFieldName[] {
  return CONTACT_FIELDS.filter((name) => !contact[name]);
}

export const MAX_LENGTH = { name: 100, email: 254, phone: 20, message: 2000 } as const;

/**
 * What a phone number can look like to the browser: at least 7 digits of any script (the shortest
 * numbers abroad, with their country code) among spaces, +, -, (, ), dots and slashes. The phone
 * library decides the rest once the script runs; this only stops "abc" in a plain post.
 */
export const PHONE_PATTERN = String.raw`(?=(?:\P{Nd}*\p{Nd}){7})[\p{Nd}\s\+\-\(\)\.\/]+`;

/** A file per value of one of the lead's extras: the floor plan of the unit type asked about. */
export type DownloadChoice = {
  extra: string;
  files: Readonly<Record<string, { href: string; fileName: string }>>;
};

/** What a form does after the service accepts the lead. */
export type SuccessAction =
  /** Hero and enquiry popup: clear, close, go to /thank-you. */
  | { kind: "thank-you"; path: string }
  /** Auto popup and brochure dialog: alert, clear, close, download the PDF. */
  | { kind: "download"; alert: string; href: string; fileName: string; fileBy?: DownloadChoice }
  /** Contact form: a status line and a reset. */
  | { kind: "status" };

export type LeadFormDef = {
  id: LeadFormId;
  /** The `message` value (JSON forms) naming the source form; the contact form's `source` extra. */
  source: string;
  transport: "json" | "form-data";
  fields: readonly FieldDef[];
  submitLabel: string;
  /** Button text while the request is in flight. */
  pendingLabel: string;
  /**
   * "native": the browser's required/type checks run first. "alert": the form is noValidate so an
   * empty submit reaches the handler, which alerts `missingAlert` (the auto popup's required alert).
   */
  validation: "native" | "alert";
  missingAlert?: string;
  success: SuccessAction;
  /** Alert on a network failure; the contact form uses its status line instead. */
  networkAlert?: string;
  /** Contact form status texts. */
  status?: { sending: string; sent: string; failed: string };
  /** Keeps the booked visit for /thank-you's calendar offer; any other lead forgets it. */
  remembersVisit?: boolean;
};

/** A site-wide form or a page's own (the plans page's cost sheet): what the form component renders. */
export type AnyLeadFormDef = Omit<LeadFormDef, "id"> & { id: LeadFormId | PageFormId };

/** A select's chosen option as sales reads it in the e-mail subject: in English, whatever the page's language. */
export function salesOptionLabel(name: FieldName, value: string): string | undefined {
  if (name === "budget") return budgetOptions.find((option) => option.value === value)?.label;
  if (name === "visit_slot") return visitSlots.find((slot) => slot.label === value)?.label;
  if (name === "visit_type") return visitTypes.find((type) => type === value);
  return undefined;
}
