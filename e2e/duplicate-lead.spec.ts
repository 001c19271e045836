// The same lead sent again within 30 minutes in the same browser is not sent twice (the brochure's: form-dialogs.spec.ts).
import { webStorage } from "./support/ads";
import {
  fillForm,
  interceptLeads,
  reachForm,
  sentFields,
  submitButton,
  thankYouUrl,
  VALID,
} from "./support/leads";
import { expect, test, plainOrigin } from "./support/site";

test("the hero lead sent again goes to /thank-you without a second request; a new phone is a new lead with a new id", async ({
  page,
}) => {
  const requests = await interceptLeads(page);
  // The repeat's thank-you names no lead, so it counts no second conversion.
  for (const [phone, repeat] of [
    [VALID.phone, false],
    ["098765 43210", true],
    ["+91 98100 12345", false],
  ] as const) {
    await page.goto("/");
    const form = await reachForm(page, "hero");
    await fillForm(form, "hero", { phone, email: VALID.email.toUpperCase() });
    await submitButton(form, "hero").click();
    await expect(page).toHaveURL(repeat ? `${plainOrigin}/thank-you` : thankYouUrl(plainOrigin));
  }
  // 9876543210 and 098765 43210 are one number; +91 98100 12345 is another.
  expect(requests).toHaveLength(2);
  const [first, next] = await Promise.all(requests.map(sentFields));
  expect(next!.lead_id).not.toBe(first!.lead_id);
  const stored = await webStorage(page);
  expect(stored.toLowerCase()).not.toContain(VALID.email.toLowerCase());
  expect(stored).not.toContain("9876543210");
});
