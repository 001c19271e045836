// The hero form in both languages: its fields, the lead it sends and repeated submits (failures: faults.spec.ts).
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath } from "../lib/i18n/lang";
import { keptInBrowser } from "./support/ads";
import {
  contactLabels,
  field,
  fillContact,
  fillForm,
  openForm,
  reachForm,
  sendHeld,
  submitButton,
} from "./support/leads";
import { thankYouUrl, VALID } from "./support/lead-shape";
import { expect, test, plainOrigin } from "./support/site";

/** Each field's autocomplete, type, inputmode and maxlength. */
const ATTRIBUTES = {
  name: ["name", "text", "text", "100"],
  email: ["email", "email", "email", "254"],
  phone: ["tel", "tel", "tel", "20"],
} as const;
const HERO_LEAD = { subject: "Hero form", fields: { message: "hero banner", redirect: "" } };

for (const lang of LANGS) {
  test(
    `in ${lang}: labelled fields; empty it sends nothing; filled, a burst while pending sends one JSON lead; a repeat none`,
    { tag: "@smoke" },
    async ({ page }) => {
      const words = getDictionary(lang);
      // The scripted submit: the page has hydrated (before-hydration.spec.ts covers the plain post).
      const opened = await openForm(page, "hero", { lang, hold: true });
      const { requests: leads, form } = opened;
      // One reply window, here and on the thank-you page (the words: lib/i18n/reply-promise.test.ts).
      await expect(page.getByText(words.ui.heroForm.body, { exact: true })).toBeVisible();
      const labels = contactLabels(lang);
      for (const [key, [autocomplete, type, inputmode, maxlength]] of Object.entries(ATTRIBUTES)) {
        const text = labels[key as keyof typeof labels];
        const input = field(form, text);
        const label = form.locator(`label[for="${await input.getAttribute("id")}"]`);
        await expect(label, key).toBeVisible();
        await expect(label, key).toHaveText(new RegExp(`^${text}`));
        const expected = { autocomplete, type, inputmode, maxlength, required: "" };
        for (const [name, value] of Object.entries(expected))
          await expect(input, `${key} ${name}`).toHaveAttribute(name, value);
      }
      await submitButton(form, "hero", lang).click();
      const nameMissing = field(form, labels.name).evaluate(
        (input: HTMLInputElement) => input.validity.valueMissing,
      );
      expect(await nameMissing, "an empty form is refused").toBe(true);

      await fillContact(form, labels);
      const request = await sendHeld(form, "hero", lang, leads, HERO_LEAD, async () => {
        await submitButton(form, "hero", lang).dblclick();
        await field(form, labels.phone).press("Enter");
        // Two submits in one task, before React can re-render the disabled button: the ref guard holds.
        await form.evaluate((element: HTMLFormElement) => {
          element.requestSubmit();
          element.requestSubmit();
        });
      });
      expect(request.method()).toBe("POST");
      expect(await request.allHeaders()).toMatchObject({
        "content-type": "application/json",
        accept: "application/json",
      });
      // Without a site key no hCaptcha loads, and the exact lead above carries no answer of it.
      expect(opened.hcaptchaRequests).toEqual([]);
      leads.release();
      await expect(page).toHaveURL(thankYouUrl(plainOrigin, lang, request.postDataJSON().lead_id));
      await expect(page.locator("html")).toHaveAttribute("lang", lang === "hi" ? "hi" : "en-IN");
      await expect(
        page.getByRole("heading", { level: 1, name: words.pages.thankYou.heading, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("main")).toContainText(words.ui.responsePromise);
      // The empty submit and the burst sent nothing more.
      expect(leads).toHaveLength(1);
      // Without the enhanced-conversions switch (the plain build) no hashes are kept.
      expect(await keptInBrowser(page)).not.toContain("sha256");

      // The same lead again, its phone and email spelled otherwise, is not sent twice, and its
      // thank-you names no lead (no second conversion); another phone is a new lead, with a new id.
      for (const [phone, repeat] of [
        ["098765 43210", true],
        ["+91 98100 12345", false],
      ] as const) {
        await page.goto(localePath(lang, "/"));
        const again = await reachForm(page, "hero", lang);
        await fillForm(again, "hero", { phone, email: VALID.email.toUpperCase() }, lang);
        await submitButton(again, "hero", lang).click();
        if (!repeat) await expect.poll(() => leads.length).toBe(2);
        leads.release();
        const thankYou = `${plainOrigin}${localePath(lang, "/thank-you")}`;
        await expect(page).toHaveURL(repeat ? thankYou : thankYouUrl(plainOrigin, lang));
      }
      expect(leads).toHaveLength(2);
      expect(leads[1]!.postDataJSON().lead_id).not.toBe(request.postDataJSON().lead_id);
      const stored = await keptInBrowser(page);
      expect(stored.toLowerCase()).not.toContain(VALID.email.toLowerCase());
      expect(stored).not.toContain("9876543210");
    },
  );
}
