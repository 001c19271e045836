/**
 * What a lead form's fields say, read for sales and for the WhatsApp way out: pure, and small
 * enough to come with the page, where a served form refused offline needs it before its code.
 */
import type { FieldDef } from "./forms";
import { leadFormTitles, type LeadFormId, type PageFormId } from "./form-ids";
import type { FallbackLead } from "./whatsapp";

/** A field's value as the visitor left it, trimmed ("" when absent). */
export function readField(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The name, email and phone a lead form holds, trimmed. */
export function readContact(data: FormData) {
  return {
    name: readField(data, "name"),
    email: readField(data, "email"),
    phone: readField(data, "phone"),
  };
}

/**
 * Chosen option of each select or radio group (budget, unit, visit type), then the unit a "Get
 * price breakup" button chose: its label for sales (`salesLabel`, else the visitor's words), and
 * "Label: option" in the visitor's words for WhatsApp.
 */
export function chosenOptions(
  fields: readonly FieldDef[],
  data: FormData,
  unit: { label: string; value?: string | undefined },
  salesLabel: (name: FieldDef["name"], value: string) => string | undefined = () => undefined,
) {
  const chosen: { option: string; line: string }[] = [];
  for (const field of fields) {
    if (field.control !== "select" && field.control !== "radio") continue;
    const value = String(data.get(field.name) ?? "");
    const option = field.options.find((candidate) => candidate.value === value);
    if (option)
      chosen.push({
        option: salesLabel(field.name, value) ?? option.label,
        line: `${field.label}: ${option.label}`,
      });
  }
  // The unit a "Get price breakup" button chose names the lead like a chosen option.
  if (unit.value) chosen.push({ option: unit.value, line: `${unit.label}: ${unit.value}` });
  return chosen;
}

export type Chosen = ReturnType<typeof chosenOptions>;

/** The details a failed lead offers to send on WhatsApp instead. */
export function fallbackLead(
  formId: LeadFormId | PageFormId,
  contact: ReturnType<typeof readContact>,
  options: Chosen,
): FallbackLead {
  return {
    ...contact,
    details: options.map((chosen) => chosen.line),
    formTitle: leadFormTitles[formId],
  };
}
