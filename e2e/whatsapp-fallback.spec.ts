// When the service fails: the alert, then the same details as a WhatsApp message and the call link.
import { expect, test, type Locator } from "@playwright/test";
import { contact } from "../lib/content/project";
import { leadFallback, salesWhatsappNumber, thankYouWhatsapp } from "../lib/content/lead-extras";
import {
  VALID,
  fillForm,
  interceptLeads,
  reachForm,
  readForm,
  reply,
  submitButton,
  watchPage,
} from "./support/lead-journeys";
import { stubThirdParties, waitForHydration } from "./support/site";

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

async function whatsappText(link: Locator) {
  const href = (await link.getAttribute("href")) ?? "";
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${salesWhatsappNumber}`);
  return url.searchParams.get("text") ?? "";
}

test("enquiry popup after an HTTP 500: the alert, then WhatsApp with every detail, and the call link", async ({
  page,
}) => {
  const { alerts } = watchPage(page);
  await interceptLeads(page, [reply(500, "")]);
  await page.goto("/");
  const form = await reachForm(page, "enquiry");
  await expect(form.getByRole("link", { name: leadFallback.whatsappLabel })).toHaveCount(0);
  await fillForm(form, "enquiry", { budget: "75-85 L" });
  await submitButton(form, "enquiry").click();
  await expect.poll(() => alerts).toEqual(["❌ Something went wrong"]);
  const whatsapp = form.getByRole("link", { name: leadFallback.whatsappLabel });
  await expect(whatsapp).toBeVisible();
  const text = await whatsappText(whatsapp);
  for (const part of [
    `Name: ${VALID.name}`,
    `Phone: ${VALID.phone}`,
    `Email: ${VALID.email}`,
    "Budget: 76-85 L",
    "Form: Enquiry popup",
  ]) {
    expect(text).toContain(part);
  }
  await expect(form.getByRole("link", { name: leadFallback.callLabel })).toHaveAttribute(
    "href",
    contact.telHref,
  );
  expect(await readForm(form, "enquiry")).toEqual({
    name: VALID.name,
    email: VALID.email,
    phone: VALID.phone,
    budget: "75-85 L",
  });
});

test("hero form after a network error: the alert, then WhatsApp and the call link, values kept", async ({
  page,
}) => {
  const { alerts } = watchPage(page);
  await page.route("**/api/leads", (route) => route.abort("failed"));
  await page.goto("/");
  const form = await reachForm(page, "hero");
  await fillForm(form, "hero");
  await submitButton(form, "hero").click();
  await expect.poll(() => alerts).toEqual(["Something went wrong. Please try again."]);
  const text = await whatsappText(form.getByRole("link", { name: leadFallback.whatsappLabel }));
  expect(text).toContain(`Name: ${VALID.name}`);
  expect(text).toContain("Form: Hero form");
  expect(text).not.toContain("Budget");
  await expect(form.getByRole("link", { name: leadFallback.callLabel })).toBeVisible();
  expect(await readForm(form, "hero")).toMatchObject({ name: VALID.name, phone: VALID.phone });
});

test("contact form after a failure shows its status line and the way out", async ({ page }) => {
  await interceptLeads(page, [(route) => route.abort("failed")]);
  await page.goto("/");
  const form = await reachForm(page, "contact");
  await fillForm(form, "contact");
  await submitButton(form, "contact").click();
  await expect(form.getByRole("status")).toHaveText("Failed to send. Please try again.");
  await expect(form.getByRole("link", { name: leadFallback.whatsappLabel })).toBeVisible();
});

test("/thank-you offers WhatsApp with a message already written, beside the call link", async ({
  page,
}) => {
  await page.goto("/thank-you");
  await waitForHydration(page);
  const main = page.getByRole("main");
  const text = await whatsappText(main.getByRole("link", { name: thankYouWhatsapp.label }));
  expect(text).toContain("I just enquired about Nirala Gateway");
  await expect(main.getByRole("link", { name: contact.phoneDisplay })).toHaveAttribute(
    "href",
    contact.telHref,
  );
});
