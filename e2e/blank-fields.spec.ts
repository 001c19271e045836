// Spaces pass a browser's `required` check on text and tel fields; each form refuses them itself,
// in the page's language, and sends nothing until both are filled.
import { expect, test } from "@playwright/test";
import type { Lang } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import type { LeadFormId } from "../lib/leads/form-ids";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import { fieldOf, fillForm, FORM_IDS, openForm, submitButton, VALID } from "./support/leads";

/** Every form in English; the Hindi page's hero form for the same refusal in Hindi. */
const CASES: { id: LeadFormId; lang: Lang }[] = [
  ...FORM_IDS.map((id) => ({ id, lang: "en" as const })),
  { id: "hero", lang: "hi" },
];

for (const { id, lang } of CASES) {
  test(`in ${lang}, the ${id} form: a name, then a phone, of only spaces is refused in the form; nothing is sent until both are real`, async ({
    page,
  }) => {
    const { alerts, requests, form } = await openForm(page, id, { lang });
    await fillForm(form, id, { name: "     ", phone: "     " }, lang);
    const def = leadFormsByLang[lang][id];
    const refusals: string[] = [];

    for (const name of ["name", "phone"] as const) {
      await submitButton(form, id, lang).click();
      const input = fieldOf(form, id, lang, name);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(uiWords[lang].forms.blank[name]);
      await expect(input).toBeFocused();
      expect(requests).toHaveLength(0);
      // The forms that validate by alert keep their alert; the others never raise one.
      if (def.validation === "alert") refusals.push(def.missingAlert ?? "");
      await expect.poll(() => alerts).toEqual(refusals);

      // Typing a real value clears the mark.
      await input.fill(VALID[name]);
      await expect(input).not.toHaveAttribute("aria-invalid", "true");
    }
    await submitButton(form, id, lang).click();
    await expect.poll(() => requests.length).toBe(1);
  });
}
