// Enhanced conversions: /thank-you sets hashed user data before the lead conversion; only hashes are stored.
import { createHash } from "node:crypto";
import { leadForms } from "../lib/leads/forms-by-lang";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";
import { dataLayer, webStorage } from "./support/ads";
import { fillContact, heroForm, heroLabels, thankYouUrl, web3formsAccept } from "./support/leads";
import { expect, test, variantOrigin, waitForHydration } from "./support/site";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

test("the lead conversion follows gtag('set', 'user_data') with SHA-256 of the email and E.164 phone", async ({
  page,
}) => {
  await page.route(WEB3FORMS_ENDPOINT, web3formsAccept);
  const typed = { name: "Asha Verma", email: "  Asha.Verma@Example.IN ", phone: "098100 12345" };
  await page.goto(`${variantOrigin}/`);
  // The scripted submit is the one that hashes; a post before hydration leaves the page.
  await waitForHydration(page);
  const form = heroForm(page);
  await fillContact(form, heroLabels, typed);
  await form.getByRole("button", { name: leadForms.hero.submitLabel }).click();
  await expect(page).toHaveURL(thankYouUrl(variantOrigin));

  await expect
    .poll(async () => (await dataLayer(page)).some((entry) => entry[1] === "conversion"))
    .toBe(true);
  const entries = await dataLayer(page);
  const setAt = entries.findIndex((entry) => entry[0] === "set" && entry[1] === "user_data");
  const conversionAt = entries.findIndex((e) => e[0] === "event" && e[1] === "conversion");
  expect(setAt).toBeGreaterThanOrEqual(0);
  expect(setAt).toBeLessThan(conversionAt);
  expect(entries[setAt]?.[2]).toEqual({
    sha256_email_address: sha256("asha.verma@example.in"),
    sha256_phone_number: sha256("+919810012345"),
  });

  const stored = await webStorage(page);
  for (const raw of ["asha", "Asha", "9810012345", "98100 12345"]) {
    expect(stored).not.toContain(raw);
  }
});
