// The email sales receives: a subject naming project, form and budget, a sender name and a reply-to.
import { expect, test } from "@playwright/test";
import { project } from "../lib/content/project";
import { leadEmail } from "../lib/content/lead-extras";
import {
  VALID,
  accept,
  fillForm,
  interceptLeads,
  reachForm,
  sentFields,
  submitButton,
} from "./support/lead-journeys";
import { stubThirdParties } from "./support/site";

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

test("enquiry popup: the subject names the form and the chosen budget; every other field stays", async ({
  page,
}) => {
  const requests = await interceptLeads(page, [accept]);
  await page.goto("/");
  const form = await reachForm(page, "enquiry");
  await fillForm(form, "enquiry", { budget: "75-85 L" });
  await submitButton(form, "enquiry").click();
  await expect.poll(() => requests.length).toBe(1);
  expect(await sentFields(requests[0]!)).toMatchObject({
    subject: "New enquiry · Nirala Gateway · Enquiry popup · 76-85 L",
    from_name: "Nirala Gateway website",
    replyto: VALID.email,
    name: VALID.name,
    email: VALID.email,
    phone: VALID.phone,
    phone_e164: "+919876543210",
    project: project.name,
    message: "popup",
    budget: "75-85 L",
    redirect: "",
  });
});

test("hero form: a subject without a budget", async ({ page }) => {
  const requests = await interceptLeads(page, [accept]);
  await page.goto("/");
  const form = await reachForm(page, "hero");
  await fillForm(form, "hero");
  await submitButton(form, "hero").click();
  await expect.poll(() => requests.length).toBe(1);
  expect(await sentFields(requests[0]!)).toMatchObject({
    subject: "New enquiry · Nirala Gateway · Hero form",
    from_name: leadEmail.fromName,
    replyto: VALID.email,
    message: "hero banner",
  });
});

test("contact form: the multipart lead carries the same three fields", async ({ page }) => {
  const requests = await interceptLeads(page, [accept]);
  await page.goto("/");
  const form = await reachForm(page, "contact");
  await fillForm(form, "contact");
  await submitButton(form, "contact").click();
  await expect.poll(() => requests.length).toBe(1);
  expect(await sentFields(requests[0]!)).toMatchObject({
    subject: "New enquiry · Nirala Gateway · Contact form",
    from_name: "Nirala Gateway website",
    replyto: VALID.email,
    message: VALID.message,
    source: "contact",
  });
});
