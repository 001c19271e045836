// Phone numbers typed the ways buyers in India and abroad type them; what cannot be one is refused in the form.
import { uiWords } from "../lib/i18n/ui";
import { expect, test } from "@playwright/test";
import { leadForms } from "../lib/leads/forms-by-lang";
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

const ACCEPTED: [typed: string, e164: string][] = [
  ["98765 43210", "+919876543210"],
  ["09876543210", "+919876543210"],
  ["+91 98765-43210", "+919876543210"],
  ["+1 415 555 0100", "+14155550100"],
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
for (const id of ["hero", "brochure", "contact"] as const) {
  for (const typed of ["abc", "12345"]) {
    test(`${id} form: "${typed}" is refused under the field, never by an alert, and nothing is sent`, async ({
      page,
    }) => {
      const { alerts } = watchPage(page);
      const requests = await interceptLeads(page, [accept]);
      await page.goto("/");
      const form = await reachForm(page, id);
      await fillForm(form, id, { phone: typed });
      await submitButton(form, id).click();
      const phoneDef = leadForms[id].fields.find((def) => def.name === "phone")!;
      const phone = form.getByRole("textbox", { name: phoneDef.label, exact: true });
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toHaveAccessibleDescription(uiWords.en.forms.phoneInvalid);
      await expect(form.getByText(uiWords.en.forms.phoneInvalid)).toBeVisible();
      await expect(phone).toBeFocused();
      await expect(phone).toHaveValue(typed);
      expect(requests).toHaveLength(0);
      expect(alerts).toEqual([]);

      // Corrected, the same form sends, and the message goes away.
      await phone.fill("98765 43210");
      await expect(phone).not.toHaveAttribute("aria-invalid");
      await submitButton(form, id).click();
      await expect.poll(() => requests.length).toBe(1);
    });
  }
}
