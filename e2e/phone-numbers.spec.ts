// Phone numbers typed the ways buyers in India and abroad type them; what cannot be one is refused in the form.
import { LANGS } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { fieldOf, fillForm, openForm, reachForm, sentFields, submitButton } from "./support/leads";
import { expect, test } from "./support/site";

// What each form refuses, then the correction it sends; every spelling is in lib/leads/phone.test.ts.
// The brochure form is noValidate and alerts for blank fields; a wrong phone still gets no alert.
const CASES = [
  { id: "brochure", refused: "12345", typed: "98765 43210", e164: "+919876543210" },
  { id: "contact", refused: "abc", typed: "+971 50 123 4567", e164: "+971501234567" },
  // Last: its lead leaves the page for /thank-you.
  { id: "hero", refused: "abc", typed: "09876543210", e164: "+919876543210" },
] as const;

for (const lang of LANGS) {
  test(`in ${lang}: an impossible phone is refused under the field, no alert, nothing sent; corrected, it is sent as typed with phone_e164`, async ({
    page,
  }) => {
    const { alerts, requests } = await openForm(page, CASES[0].id, { lang });
    const message = uiWords[lang].forms.phoneInvalid;
    for (const [sent, { id, refused, typed, e164 }] of CASES.entries()) {
      const form = await reachForm(page, id, lang);
      await fillForm(form, id, { phone: refused }, lang);
      await submitButton(form, id, lang).click();
      const phone = fieldOf(form, id, lang, "phone");
      await expect(phone, id).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toHaveAccessibleDescription(message);
      await expect(form.getByText(message, { exact: true })).toBeVisible();
      await expect(phone).toBeFocused();
      await expect(phone).toHaveValue(refused);
      expect(requests).toHaveLength(sent);
      expect(
        alerts.filter((alert) => alert !== uiWords[lang].forms.alerts.brochureDownloading),
      ).toEqual([]);

      // Corrected (spaces around it are trimmed), the same form sends, and the message goes away.
      await phone.fill(`  ${typed} `);
      await expect(phone).not.toHaveAttribute("aria-invalid");
      await submitButton(form, id, lang).click();
      await expect.poll(() => requests.length, id).toBe(sent + 1);
      expect(await sentFields(requests[sent]!)).toMatchObject({ phone: typed, phone_e164: e164 });
      if (id === "contact") await page.keyboard.press("Escape");
      if (id !== "hero") await expect(form).toBeHidden();
    }
  });
}
