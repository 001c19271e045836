import { describe, expect, it } from "vitest";
import { getDictionary } from "../i18n";
import { LANGS } from "../i18n/lang";
import { checkAttributes, checkMessages, refusalMessage } from "./browser-checks";
import { leadFormsByLang } from "./forms-by-lang";

/** A control as the inline script sees it: its validity and the attributes the form rendered. */
const control = (attributes: Record<string, string>, valueMissing: boolean) => ({
  validity: { valueMissing } as ValidityState,
  dataset: Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [name.replace(/^data-/, ""), value]),
  ),
});

describe.each(LANGS)("the browser's refusals in %s", (lang) => {
  const { ui } = getDictionary(lang);
  const fields = Object.values(leadFormsByLang[lang]).flatMap((form) => form.fields);

  it("give every required field a message for an empty value, in the page's words", () => {
    for (const field of fields.filter((f) => f.required)) {
      const attributes = checkAttributes(checkMessages(field, ui));
      expect(refusalMessage(control(attributes, true)), field.name).not.toBe("");
    }
  });

  it("say what is wrong with an e-mail, a phone number or a date out of the window", () => {
    const byName = (name: string) => fields.find((f) => f.name === name)!;
    const wrong = (name: string) =>
      refusalMessage(control(checkAttributes(checkMessages(byName(name), ui)), false));
    expect(wrong("email")).toBe(ui.forms.emailInvalid);
    expect(wrong("phone")).toBe(ui.forms.phoneInvalid);
    expect(wrong("visit_date")).toBe(ui.siteVisitForm.dateOutOfWindow);
    expect(refusalMessage(control(checkAttributes(checkMessages(byName("name"), ui)), true))).toBe(
      ui.forms.blank.name,
    );
  });
});
