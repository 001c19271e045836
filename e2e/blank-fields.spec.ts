import { expect, test } from "@playwright/test";
import { leadForms } from "../lib/leads/forms-by-lang";
import { uiWords } from "../lib/i18n/ui";

const blankFieldMessages = uiWords.en.forms.blank;
import {
  accept,
  FORM_IDS,
  field,
  fillForm,
  interceptLeads,
  reachForm,
  submitButton,
  watchPage,
} from "./support/lead-journeys";
import { stubThirdParties, waitForHydration } from "./support/site";

/** Spaces pass a browser's `required` check on text and tel fields; the form itself refuses them. */
for (const id of FORM_IDS) {
  for (const name of ["name", "phone"] as const) {
    test(`${id} form: a ${name} of only spaces is refused in the form, nothing is sent`, async ({
      page,
    }) => {
      await stubThirdParties(page, { autoPopup: id === "autoPopup" });
      if (id === "autoPopup") await page.clock.install();
      const { alerts } = watchPage(page);
      const requests = await interceptLeads(page, [accept]);
      await page.goto("/");
      await waitForHydration(page);
      const form = await reachForm(page, id);
      await fillForm(form, id, { [name]: "     " });
      await submitButton(form, id).click();

      const def = leadForms[id].fields.find((f) => f.name === name)!;
      const input = field(form, def);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(blankFieldMessages[name]);
      await expect(input).toBeFocused();
      expect(requests).toHaveLength(0);
      // The forms that validate by alert keep their alert; the others never raise one.
      if (leadForms[id].validation === "alert")
        expect(alerts).toEqual([leadForms[id].missingAlert]);
      else expect(alerts).toEqual([]);

      // Typing a real value clears the mark, and the lead goes.
      await input.fill(name === "name" ? "Asha Verma" : "9876543210");
      await expect(input).not.toHaveAttribute("aria-invalid", "true");
      await submitButton(form, id).click();
      await expect.poll(() => requests.length).toBe(1);
    });
  }
}
