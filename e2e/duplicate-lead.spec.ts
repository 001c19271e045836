// The same lead sent again within 30 minutes in the same browser is not sent twice.
import { expect, test } from "@playwright/test";
import {
  VALID,
  accept,
  fillForm,
  interceptLeads,
  reachForm,
  submitButton,
  watchPage,
} from "./support/lead-journeys";
import { webStorage } from "./support/ads";
import { plainOrigin, stubThirdParties } from "./support/site";

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

test("the hero lead sent again goes to /thank-you without a second request; a new phone is sent", async ({
  page,
}) => {
  const requests = await interceptLeads(page, [accept]);
  for (const phone of [VALID.phone, "098765 43210", "+91 98100 12345"]) {
    await page.goto("/");
    const form = await reachForm(page, "hero");
    await fillForm(form, "hero", { phone, email: VALID.email.toUpperCase() });
    await submitButton(form, "hero").click();
    await expect(page).toHaveURL(`${plainOrigin}/thank-you`);
  }
  // 9876543210 and 098765 43210 are one number; +91 98100 12345 is another.
  expect(requests).toHaveLength(2);
  const stored = await webStorage(page);
  expect(stored).not.toContain(VALID.email);
  expect(stored.toLowerCase()).not.toContain(VALID.email.toLowerCase());
  expect(stored).not.toContain("9876543210");
});

test("brochure: the repeat still thanks and downloads, without a second request", async ({
  page,
}) => {
  const { alerts } = watchPage(page);
  const requests = await interceptLeads(page, [accept]);
  await page.goto("/");
  for (let round = 1; round <= 2; round += 1) {
    const form = await reachForm(page, "brochure");
    await fillForm(form, "brochure");
    const download = page.waitForEvent("download");
    await submitButton(form, "brochure").click();
    expect((await download).suggestedFilename()).toBe("Nirala-Gateway-Brochure.pdf");
    await expect.poll(() => alerts.length).toBe(round);
  }
  expect(requests).toHaveLength(1);
});

test("the same details from another form are a new lead", async ({ page }) => {
  const requests = await interceptLeads(page, [accept]);
  await page.goto("/");
  let form = await reachForm(page, "brochure");
  await fillForm(form, "brochure");
  await submitButton(form, "brochure").click();
  await expect.poll(() => requests.length).toBe(1);
  form = await reachForm(page, "contact");
  await fillForm(form, "contact");
  await submitButton(form, "contact").click();
  await expect.poll(() => requests.length).toBe(2);
});

test("after 30 minutes the same lead is sent again", async ({ page }) => {
  await page.clock.install();
  const requests = await interceptLeads(page, [accept]);
  await page.goto("/");
  for (const [round, wait] of [0, 31 * 60_000].entries()) {
    await page.clock.fastForward(wait);
    const form = await reachForm(page, "contact");
    await fillForm(form, "contact");
    await submitButton(form, "contact").click();
    await expect.poll(() => requests.length).toBe(round + 1);
    await expect(form.getByRole("status")).toHaveText("Message sent successfully!");
    await page.keyboard.press("Escape");
  }
});
