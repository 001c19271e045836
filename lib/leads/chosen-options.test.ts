import { describe, expect, it } from "vitest";
import { leadFormsByLang } from "./forms-by-lang";
import { salesOptionLabel } from "./forms";
import { chosenOptions, fallbackLead, readContact, readField } from "./chosen-options";

const enquiry = leadFormsByLang.en.enquiry;
const hindiEnquiry = leadFormsByLang.hi.enquiry;

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("a lead form's fields, read for sales and WhatsApp", () => {
  const budget = enquiry.fields.find((field) => field.name === "budget");
  if (budget?.control !== "select") throw new Error("the enquiry form asks for a budget");
  const option = budget.options[1]!;

  it("reads each field trimmed, and an absent one as empty", () => {
    const data = formData({
      name: "  Asha Verma ",
      email: "asha@example.in",
      phone: " 98765 43210",
    });
    expect(readContact(data)).toEqual({
      name: "Asha Verma",
      email: "asha@example.in",
      phone: "98765 43210",
    });
    expect(readField(data, "message")).toBe("");
  });

  it("names a chosen option in the visitor's words, and for sales only where asked", () => {
    const data = formData({ budget: option.value });
    const unit = { label: "Unit type" };
    expect(chosenOptions(enquiry.fields, data, unit)).toEqual([
      { option: option.label, line: `${budget.label}: ${option.label}` },
    ]);
    // A Hindi page's lead names the option as sales reads it, in English.
    const [inHindi] = chosenOptions(hindiEnquiry.fields, data, unit);
    const [forSales] = chosenOptions(hindiEnquiry.fields, data, unit, salesOptionLabel);
    expect(inHindi?.option).not.toBe(option.label);
    expect(forSales?.option).toBe(option.label);
  });

  it("adds the unit a price-breakup button chose, and nothing for an unchosen select", () => {
    const chosen = chosenOptions(enquiry.fields, formData({ budget: "" }), {
      label: "Unit type",
      value: "Retail shops",
    });
    expect(chosen).toEqual([{ option: "Retail shops", line: "Unit type: Retail shops" }]);
  });

  it("gives the failed lead its details and the form's name for sales", () => {
    const contact = { name: "Asha Verma", email: "asha@example.in", phone: "9876543210" };
    const options = chosenOptions(enquiry.fields, formData({ budget: option.value }), {
      label: "Unit type",
    });
    expect(fallbackLead("enquiry", contact, options)).toEqual({
      ...contact,
      details: [`${budget.label}: ${option.label}`],
      formTitle: "Enquiry popup",
    });
  });
});
