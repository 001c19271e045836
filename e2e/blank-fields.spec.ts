// Spaces pass a browser's `required` check, and a phone no number can be passes a tel field's: each
// form refuses them itself, under the field in the page's language, and sends nothing until all are real.
import { expect, test } from "@playwright/test";
import { marketingConsent } from "../lib/content/leads";
import type { Lang } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import type { LeadFormId } from "../lib/leads/form-ids";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import { fieldOf, fillForm, FORM_IDS, openForm, sentFields, submitButton } from "./support/leads";
import { VALID } from "./support/lead-shape";

/** Every form in English; the Hindi page's hero, brochure and contact forms for the same refusals in Hindi. */
const CASES: { id: LeadFormId; lang: Lang }[] = [
  ...FORM_IDS.map((id) => ({ id, lang: "en" as const })),
  ...(["hero", "brochure", "contact"] as const).map((id) => ({ id, lang: "hi" as const })),
];

/** A phone that cannot be, then a real one as typed (the hero's for other forms; every spelling: lib/leads/phone.test.ts). */
const PHONES: Partial<Record<LeadFormId, { refused: string; typed: string; e164: string }>> = {
  brochure: { refused: "12345", typed: "98765 43210", e164: "+919876543210" },
  contact: { refused: "abc", typed: "+971 50 123 4567", e164: "+971501234567" },
  hero: { refused: "abc", typed: "09876543210", e164: "+919876543210" },
};

for (const { id, lang } of CASES) {
  test(`in ${lang}, the ${id} form: a name or phone of spaces, then an impossible phone, are refused in the form; sent once real, with consent ticked`, async ({
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

    // A wrong phone is refused under the field, with no alert, even by the forms that alert for blanks.
    const { refused, typed, e164 } = PHONES[id] ?? PHONES.hero!;
    const phone = fieldOf(form, id, lang, "phone");
    await phone.fill(refused);
    await submitButton(form, id, lang).click();
    const message = uiWords[lang].forms.phoneInvalid;
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(message);
    await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue(refused);
    expect(requests).toHaveLength(0);
    expect(alerts).toEqual(refusals);

    // Corrected (spaces around it are trimmed), the form sends it as typed, with phone_e164.
    await phone.fill(`  ${typed} `);
    await expect(phone).not.toHaveAttribute("aria-invalid");
    // Ticked, the one box sends "yes" (unticked, the form journeys' exact leads say "no").
    await form
      .getByRole("checkbox", { name: uiWords[lang].marketingConsentLabel, exact: true })
      .check();
    await submitButton(form, id, lang).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(await sentFields(requests[0]!)).toMatchObject({
      phone: typed,
      phone_e164: e164,
      marketing_consent: marketingConsent.yes,
    });
  });
}
