// Phone numbers typed the ways buyers in India and abroad type them; what cannot be one is refused in the form.
import { uiWords } from "../lib/i18n/ui";
import { expect, test } from "@playwright/test";
import { localePath, type Lang } from "../lib/i18n/lang";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import {
  accept,
  fillForm,
  interceptLeads,
  reachForm,
  sentFields,
  submitButton,
  watchPage,
} from "./support/lead-journeys";
import { stubThirdParties } from "./support/site";

// An Indian and a foreign number end to end; every spelling of each is in lib/leads/phone.test.ts.
const ACCEPTED: [typed: string, e164: string][] = [
  ["09876543210", "+919876543210"],
  ["+971 50 123 4567", "+971501234567"],
];

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

for (const [typed, e164] of ACCEPTED) {
  test(`"${typed}" is sent as typed, with phone_e164 ${e164}`, async ({ page }) => {
    const requests = await interceptLeads(page, [accept]);
    await page.goto("/");
    const form = await reachForm(page, "hero");
    await fillForm(form, "hero", { phone: `  ${typed} ` });
    await submitButton(form, "hero").click();
    await expect.poll(() => requests.length).toBe(1);
    const sent = await sentFields(requests[0]!);
    expect(sent.phone).toBe(typed);
    expect(sent.phone_e164).toBe(e164);
  });
}

// The brochure form is noValidate and alerts for blank fields; a wrong phone still gets no alert.
const REFUSED: { id: "hero" | "brochure" | "contact"; typed: string; lang: Lang }[] = [
  { id: "hero", typed: "abc", lang: "en" },
  { id: "brochure", typed: "12345", lang: "en" },
  { id: "contact", typed: "abc", lang: "en" },
  { id: "hero", typed: "abc", lang: "hi" },
];

for (const { id, typed, lang } of REFUSED) {
  test(`in ${lang}, the ${id} form: "${typed}" is refused under the field, never by an alert, and nothing is sent`, async ({
    page,
  }) => {
    const { alerts } = watchPage(page);
    const requests = await interceptLeads(page, [accept]);
    await page.goto(localePath(lang, "/"));
    const form = await reachForm(page, id, lang);
    await fillForm(form, id, { phone: typed }, lang);
    await submitButton(form, id, lang).click();
    const phoneDef = leadFormsByLang[lang][id].fields.find((def) => def.name === "phone")!;
    const phone = form.getByRole("textbox", { name: phoneDef.label, exact: true });
    const message = uiWords[lang].forms.phoneInvalid;
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(message);
    await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue(typed);
    expect(requests).toHaveLength(0);
    expect(alerts).toEqual([]);

    // Corrected, the same form sends, and the message goes away.
    await phone.fill("98765 43210");
    await expect(phone).not.toHaveAttribute("aria-invalid");
    await submitButton(form, id, lang).click();
    await expect.poll(() => requests.length).toBe(1);
  });
}
