// The hero form in both languages: labels, states, the lead it sends and repeated submits (failures: faults.spec.ts).
import { expect, test } from "@playwright/test";
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath } from "../lib/i18n/lang";
import { leadForms, leadFormsByLang } from "../lib/leads/forms-by-lang";
import { plainOrigin, stubThirdParties, waitForHydration } from "./support/site";
import {
  contactLabels,
  expectLead,
  field,
  fillContact,
  heroForm,
  heroLabels,
  interceptLeads,
} from "./support/leads";

test.describe("hero form", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("every field has a visible label, autocomplete, type, inputmode and maxlength", async ({
    page,
  }) => {
    await page.goto("/");
    const form = heroForm(page);
    const expected = [
      ["Name", "name", "text", "text", "100"],
      ["Email", "email", "email", "email", "254"],
      ["Phone", "tel", "tel", "tel", "20"],
    ] as const;
    for (const [label, autocomplete, type, inputmode, maxlength] of expected) {
      const input = field(form, label);
      const id = await input.getAttribute("id");
      await expect(form.locator(`label[for="${id}"]`)).toHaveText(new RegExp(`^${label}`));
      await expect(form.locator(`label[for="${id}"]`)).toBeVisible();
      await expect(input).toHaveAttribute("autocomplete", autocomplete);
      await expect(input).toHaveAttribute("type", type);
      await expect(input).toHaveAttribute("inputmode", inputmode);
      await expect(input).toHaveAttribute("maxlength", maxlength);
      await expect(input).toHaveAttribute("required", "");
    }
  });

  for (const lang of LANGS) {
    test(
      `in ${lang}: idle → submitting → thank-you, sending the JSON lead`,
      { tag: "@smoke" },
      async ({ page }) => {
        const words = getDictionary(lang);
        const home = localePath(lang, "/");
        const leads = await interceptLeads(page, { hold: true });
        await page.goto(home);
        // The scripted submit: the page has hydrated (before-hydration.spec.ts covers the plain post).
        await waitForHydration(page);
        const form = page.getByRole("form", { name: words.ui.heroForm.heading });
        const labels = contactLabels(lang);
        for (const label of Object.values(labels)) await expect(field(form, label)).toBeVisible();
        await fillContact(form, labels);
        await form.getByRole("button", { name: leadFormsByLang[lang].hero.submitLabel }).click();

        const pending = form.getByRole("button", {
          name: words.ui.forms.pending.submitting,
          exact: true,
        });
        await expect(pending).toBeVisible();
        await expect(pending).toBeDisabled();
        await expect.poll(() => leads.requests.length).toBe(1);
        const request = leads.requests[0]!;
        expect(request.method()).toBe("POST");
        expect(await request.allHeaders()).toMatchObject({
          "content-type": "application/json",
          accept: "application/json",
        });
        expectLead(request.postDataJSON(), lang, home, {
          subject: "Hero form",
          fields: { message: "hero banner", redirect: "" },
        });

        leads.release();
        await expect(page).toHaveURL(`${plainOrigin}${localePath(lang, "/thank-you")}`);
        await expect(page.locator("html")).toHaveAttribute("lang", lang === "hi" ? "hi" : "en-IN");
        await expect(
          page.getByRole("heading", { level: 1, name: words.pages.thankYou.heading, exact: true }),
        ).toBeVisible();
      },
    );
  }

  test("an empty form is stopped by the browser and sends nothing", async ({ page }) => {
    const leads = await interceptLeads(page);
    await page.goto("/");
    const form = heroForm(page);
    await form.getByRole("button", { name: leadForms.hero.submitLabel }).click();
    expect(
      await field(form, "Name").evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    expect(leads.requests).toHaveLength(0);
  });

  test("a double click, Enter and a repeated submit while pending send one lead", async ({
    page,
  }) => {
    const leads = await interceptLeads(page, { hold: true });
    await page.goto("/");
    // The scripted submit: the page has hydrated (before-hydration.spec.ts covers the plain post).
    await waitForHydration(page);
    const form = heroForm(page);
    await fillContact(form, heroLabels);
    await form.getByRole("button", { name: leadForms.hero.submitLabel }).dblclick();
    await field(form, "Phone").press("Enter");
    // Two submits in one task, before React can re-render the disabled button: the ref guard holds.
    await form.evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    leads.release();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(leads.requests).toHaveLength(1);
  });
});
