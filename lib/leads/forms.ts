/**
 * Every lead form as data: its fields, the source label its lead carries, how it sends, what it
 * does on success and its exact messages (docs/requirements.md). One component renders them all.
 */
import { type BudgetOption, budgetOptions, leadSources } from "../content/leads";
import { brochure } from "../content/project";
import { siteVisit, visitSlots } from "../content/site-visit";

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
export const REJECTED_FALLBACK = "Something went wrong";

export function rejectedAlert(message: string | null): string {
  return `${ERROR_MARKER} ${message ?? REJECTED_FALLBACK}`;
}

/** Shown under a required field left empty or holding only spaces (the browser accepts spaces). */
export const blankFieldMessages = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  phone: "Please enter your phone number.",
} as const;

export type ContactFieldName = keyof typeof blankFieldMessages;

/** The required contact fields whose trimmed value is empty, in form order. */
export function blankContactFields(contact: Record<ContactFieldName, string>): ContactFieldName[] {
  return (Object.keys(blankFieldMessages) as ContactFieldName[]).filter((name) => !contact[name]);
}

/** What the site-visit form asks for besides name, email and phone. */
const visitFields: readonly FieldDef[] = [
  {
    name: "visit_date",
    control: "date",
    label: siteVisit.dateLabel,
    outOfWindow: siteVisit.dateOutOfWindow,
    required: true,
  },
  {
    name: "visit_slot",
    control: "select",
    label: siteVisit.slotLabel,
    placeholder: siteVisit.slotPlaceholder,
    options: visitSlots.map((slot) => ({ value: slot.label, label: slot.label })),
    missing: "Please choose a time.",
    required: true,
  },
];

export const MAX_LENGTH = { name: 100, email: 254, phone: 20, message: 2000 } as const;

const nameField = (label: string): FieldDef => ({
  name: "name",
  control: "input",
  label,
  type: "text",
  inputMode: "text",
  autoComplete: "name",
  maxLength: MAX_LENGTH.name,
  required: true,
});
const emailField: FieldDef = {
  name: "email",
  control: "input",
  label: "Email",
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  maxLength: MAX_LENGTH.email,
  required: true,
};
const phoneField = (label: string): FieldDef => ({
  name: "phone",
  control: "input",
  label,
  type: "tel",
  inputMode: "tel",
  autoComplete: "tel",
  maxLength: MAX_LENGTH.phone,
  required: true,
});

export type LeadFormId = "hero" | "enquiry" | "autoPopup" | "brochure" | "contact" | "siteVisit";

/** What a form does after the service accepts the lead. */
export type SuccessAction =
  /** Hero and enquiry popup: clear, close, go to /thank-you. */
  | { kind: "thank-you"; path: string }
  /** Auto popup and brochure dialog: alert, clear, close, download the PDF. */
  | { kind: "download"; alert: string; href: string; fileName: string }
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

const THANK_YOU: SuccessAction = { kind: "thank-you", path: "/thank-you" };
const BROCHURE_DOWNLOAD: SuccessAction = {
  kind: "download",
  alert: "Thank you! Your brochure is downloading.",
  href: brochure.href,
  fileName: brochure.fileName,
};
const MISSING_CONTACT_DETAILS = "Please enter Name, Email and Phone Number.";

const brochureForm = {
  transport: "json",
  fields: [nameField("Name"), emailField, phoneField("Phone")],
  submitLabel: "Download Brochure",
  pendingLabel: "Submitting...",
  validation: "alert",
  missingAlert: MISSING_CONTACT_DETAILS,
  success: BROCHURE_DOWNLOAD,
  networkAlert: "Failed to submit details!",
} as const satisfies Omit<LeadFormDef, "id" | "source">;

export const leadForms: Record<LeadFormId, LeadFormDef> = {
  hero: {
    id: "hero",
    source: leadSources.hero,
    transport: "json",
    fields: [nameField("Name"), emailField, phoneField("Phone")],
    submitLabel: "Get Price Details",
    pendingLabel: "Submitting...",
    validation: "native",
    success: THANK_YOU,
    networkAlert: "Something went wrong. Please try again.",
  },
  enquiry: {
    id: "enquiry",
    source: leadSources.popup,
    transport: "json",
    fields: [
      nameField("Full Name"),
      emailField,
      phoneField("Mobile Number"),
      {
        name: "budget",
        control: "select",
        label: "Budget",
        placeholder: "Select your budget",
        options: budgetOptions,
        missing: "Please choose your budget.",
        required: true,
      },
    ],
    submitLabel: "Submit Enquiry",
    pendingLabel: "Submitting...",
    validation: "native",
    success: THANK_YOU,
    networkAlert: "Failed to submit lead!",
  },
  autoPopup: { id: "autoPopup", source: leadSources.autoPopup, ...brochureForm },
  brochure: { id: "brochure", source: leadSources.brochure, ...brochureForm },
  contact: {
    id: "contact",
    source: leadSources.contact,
    transport: "form-data",
    fields: [
      nameField("Name"),
      emailField,
      phoneField("Phone"),
      {
        name: "message",
        control: "textarea",
        label: "Message (optional)",
        maxLength: 2000,
        required: false,
      },
    ],
    submitLabel: "Send Message",
    pendingLabel: "Sending...",
    validation: "native",
    success: { kind: "status" },
    status: {
      sending: "Sending...",
      sent: "Message sent successfully!",
      failed: "Failed to send. Please try again.",
    },
  },
  siteVisit: {
    id: "siteVisit",
    source: siteVisit.source,
    transport: "json",
    fields: [nameField("Name"), emailField, phoneField("Phone"), ...visitFields],
    submitLabel: siteVisit.submitLabel,
    pendingLabel: "Submitting...",
    validation: "native",
    success: THANK_YOU,
    networkAlert: "Something went wrong. Please try again.",
    remembersVisit: true,
  },
};
