/** Each lead form's definition in one language's words: one small table per form. */
import { budgetOptions, leadSources } from "../content/leads";
import { brochure } from "../content/project";
import { visitBooking, visitSlots, visitTypes } from "../content/site-visit";
import type { UiWords } from "../i18n/dictionary";
import { localePath, type Lang } from "../i18n/lang";
import type { LeadFormId } from "./form-ids";
import {
  type AnyLeadFormDef,
  type FieldDef,
  type LeadFormDef,
  MAX_LENGTH,
  PHONE_PATTERN,
  type SuccessAction,
} from "./forms";

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
const emailField = (label: string): FieldDef => ({
  name: "email",
  control: "input",
  label,
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  maxLength: MAX_LENGTH.email,
  required: true,
});
const phoneField = (label: string): FieldDef => ({
  name: "phone",
  control: "input",
  label,
  type: "tel",
  inputMode: "tel",
  autoComplete: "tel",
  maxLength: MAX_LENGTH.phone,
  pattern: PHONE_PATTERN,
  required: true,
});

/** Name, e-mail and phone under the usual labels: all the plans page's forms ask. */
export const contactOnlyFields = (words: UiWords["forms"]): FieldDef[] => [
  nameField(words.labels.name),
  emailField(words.labels.email),
  phoneField(words.labels.phone),
];

/** What every form's definition is built from: one language's words and paths. */
type FormContext = {
  words: UiWords["forms"];
  visit: UiWords["siteVisitForm"];
  /** Name, e-mail and phone, with the form's own labels for name and phone. */
  contactFields: (name: string, phone: string) => FieldDef[];
  thankYou: SuccessAction;
};

function heroForm({ words, contactFields, thankYou }: FormContext): LeadFormDef {
  return {
    id: "hero",
    source: leadSources.hero,
    transport: "json",
    fields: contactFields(words.labels.name, words.labels.phone),
    submitLabel: words.submit.hero,
    pendingLabel: words.pending.submitting,
    validation: "native",
    success: thankYou,
    networkAlert: words.alerts.hero,
  };
}

function enquiryForm({ words, contactFields, thankYou }: FormContext): LeadFormDef {
  return {
    id: "enquiry",
    source: leadSources.popup,
    transport: "json",
    fields: [
      ...contactFields(words.labels.fullName, words.labels.mobile),
      {
        name: "budget",
        control: "select",
        label: words.labels.budget,
        placeholder: words.budgetPlaceholder,
        // Sales reads the stored value; the visitor reads the label in their language.
        options: budgetOptions.map((option, i) => ({
          value: option.value,
          label: words.budgetLabels[i] ?? option.label,
        })),
        missing: words.missing.budget,
        required: true,
      },
    ],
    submitLabel: words.submit.enquiry,
    pendingLabel: words.pending.submitting,
    validation: "native",
    success: thankYou,
    networkAlert: words.alerts.enquiry,
  };
}

/** The auto popup and the brochure dialog: the same form, each with its own source label. */
function brochureForm(
  { words, contactFields }: FormContext,
  id: "autoPopup" | "brochure",
  source: string,
): LeadFormDef {
  return {
    id,
    source,
    transport: "json",
    fields: contactFields(words.labels.name, words.labels.phone),
    submitLabel: words.submit.brochure,
    pendingLabel: words.pending.submitting,
    validation: "alert",
    missingAlert: words.alerts.missingContact,
    success: {
      kind: "download",
      alert: words.alerts.brochureDownloading,
      href: brochure.href,
      fileName: brochure.fileName,
    },
    networkAlert: words.alerts.brochure,
  };
}

function contactForm({ words, contactFields }: FormContext): LeadFormDef {
  return {
    id: "contact",
    source: leadSources.contact,
    transport: "form-data",
    fields: [
      ...contactFields(words.labels.name, words.labels.phone),
      {
        name: "message",
        control: "textarea",
        label: words.labels.message,
        maxLength: MAX_LENGTH.message,
        required: false,
      },
    ],
    submitLabel: words.submit.contact,
    pendingLabel: words.pending.sending,
    validation: "native",
    success: { kind: "status" },
    status: words.status,
  };
}

function siteVisitForm({ words, visit, contactFields, thankYou }: FormContext): LeadFormDef {
  return {
    id: "siteVisit",
    source: visitBooking.source,
    transport: "json",
    fields: [
      ...contactFields(words.labels.name, words.labels.phone),
      {
        name: "visit_type",
        control: "radio",
        label: visit.visitTypeLabel,
        // Sent as the English value sales reads, shown in the page's language.
        options: visitTypes.map((type, i) => ({
          value: type,
          label: visit.visitTypeLabels[i] ?? type,
        })),
        defaultValue: visitTypes[0],
        required: false,
      },
      {
        name: "visit_date",
        control: "date",
        label: visit.dateLabel,
        outOfWindow: visit.dateOutOfWindow,
        required: true,
      },
      {
        name: "visit_slot",
        control: "select",
        label: visit.slotLabel,
        placeholder: visit.slotPlaceholder,
        // The slot is stored as its English label, which the calendar offer finds it by.
        options: visitSlots.map((slot, i) => ({
          value: slot.label,
          label: visit.slotLabels[i] ?? slot.label,
        })),
        missing: words.missing.slot,
        required: true,
      },
    ],
    submitLabel: visit.submitLabel,
    pendingLabel: words.pending.submitting,
    validation: "native",
    success: thankYou,
    networkAlert: words.alerts.hero,
    remembersVisit: true,
  };
}

/** Every lead form in one language: the same fields, sources and behaviour, in its words. */
export function buildLeadForms(lang: Lang, ui: UiWords): Record<LeadFormId, LeadFormDef> {
  const { forms: words, siteVisitForm: visit } = ui;
  const context: FormContext = {
    words,
    visit,
    contactFields: (name, phone) => [
      nameField(name),
      emailField(words.labels.email),
      phoneField(phone),
    ],
    thankYou: { kind: "thank-you", path: localePath(lang, "/thank-you") },
  };
  return {
    hero: heroForm(context),
    enquiry: enquiryForm(context),
    autoPopup: brochureForm(context, "autoPopup", leadSources.autoPopup),
    brochure: brochureForm(context, "brochure", leadSources.brochure),
    contact: contactForm(context),
    siteVisit: siteVisitForm(context),
  };
}

/** The plans page's "Send me this cost sheet": the contact fields; the calculator adds its choices as extras. */
export function costSheetForm(lang: Lang, ui: UiWords, submitLabel: string): AnyLeadFormDef {
  const words = ui.forms;
  return {
    id: "costSheet",
    source: leadSources.costSheet,
    transport: "json",
    fields: contactOnlyFields(words),
    submitLabel,
    pendingLabel: words.pending.sending,
    validation: "native",
    success: { kind: "thank-you", path: localePath(lang, "/thank-you") },
    networkAlert: words.alerts.enquiry,
  };
}
