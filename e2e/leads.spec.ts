import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { AUTO_POPUP_DELAY_MS, brochure, budgetOptions, project, rera } from "../lib/content";
import { dialogCopy } from "../lib/dialogs";
import { autoPopupCopy, heroFormCopy, leadForms } from "../lib/lead-forms";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";
import { openDialog, stubThirdParties, variantEnv, variantOrigin } from "./support/site";

const LOCAL_ENDPOINT = "**/api/leads";

type Reply = { status?: number; json?: unknown; body?: string } | "abort";

/**
 * Intercepts the lead endpoint. With `hold`, every request waits until the test calls release(),
 * so the pending state can be inspected.
 */
async function interceptLeads(
  page: Page,
  options: { url?: string; reply?: Reply; hold?: boolean } = {},
) {
  const { url = LOCAL_ENDPOINT, reply = { json: { success: true }, status: 200 }, hold } = options;
  const requests: Request[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    requests.push(route.request());
    if (hold) await gate;
    if (reply === "abort") return route.abort("failed");
    return route.fulfill({
      status: reply.status ?? 200,
      headers: { "access-control-allow-origin": "*" },
      contentType: reply.json !== undefined ? "application/json" : "text/html",
      body: reply.json !== undefined ? JSON.stringify(reply.json) : (reply.body ?? ""),
    });
  });
  return { requests, release };
}

/** Every alert the page shows, accepted at once. */
function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

function recordConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (message) => lines.push(message.text()));
  return lines;
}

async function multipartFields(request: Request): Promise<Record<string, string>> {
  const buffer = request.postDataBuffer() ?? Buffer.alloc(0);
  const response = new Response(new Uint8Array(buffer), {
    headers: { "content-type": (await request.allHeaders())["content-type"] ?? "" },
  });
  const data = await response.formData();
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

const visitor = {
  name: "Asha Verma",
  email: "asha.verma@example.in",
  phone: "+91 98100 12345",
};

/** A field by its accessible name, as a screen reader announces it (the required * is hidden). */
function field(scope: Locator, name: string) {
  return scope.getByRole(name === "Budget" ? "combobox" : "textbox", { name, exact: true });
}

const heroForm = (page: Page) => page.getByRole("form", { name: heroFormCopy.heading });

async function fillContact(
  scope: Locator,
  labels: { name: string; email: string; phone: string },
  values = visitor,
) {
  await field(scope, labels.name).fill(values.name);
  await field(scope, labels.email).fill(values.email);
  await field(scope, labels.phone).fill(values.phone);
}

const heroLabels = { name: "Name", email: "Email", phone: "Phone" };
const popupLabels = { name: "Full Name", email: "Email", phone: "Mobile Number" };

async function expectContactKept(scope: Locator, labels: typeof heroLabels) {
  await expect(field(scope, labels.name)).toHaveValue(visitor.name);
  await expect(field(scope, labels.email)).toHaveValue(visitor.email);
  await expect(field(scope, labels.phone)).toHaveValue(visitor.phone);
}

async function openEnquiryPopup(page: Page) {
  await page
    .getByRole("complementary", { name: "Quick contact" })
    .getByRole("button", { name: "Enquiry Now" })
    .click();
  const dialog = page.getByRole("dialog", { name: dialogCopy.enquiry.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("hero form (spec §4, §8)", () => {
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

  test("idle → submitting → thank-you, sending the spec's JSON lead", async ({ page }) => {
    const leads = await interceptLeads(page, { hold: true });
    await page.goto("/");
    const form = heroForm(page);
    const button = form.getByRole("button", { name: leadForms.hero.submitLabel });
    await fillContact(form, heroLabels);
    await button.click();

    const pending = form.getByRole("button", { name: "Submitting..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    await expect.poll(() => leads.requests.length).toBe(1);
    const request = leads.requests[0]!;
    expect(request.method()).toBe("POST");
    expect(await request.allHeaders()).toMatchObject({
      "content-type": "application/json",
      accept: "application/json",
    });
    expect(request.postDataJSON()).toEqual({
      access_key: "",
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      project: project.name,
      message: "hero banner",
      redirect: "",
      page: "/",
    });

    leads.release();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank You!" })).toBeVisible();
  });

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

  const rejections: { title: string; reply: Reply; alert: string }[] = [
    {
      title: "success: false with a message",
      reply: { json: { success: false, message: "Invalid email address" } },
      alert: "❌ Invalid email address",
    },
    {
      title: "success: false without a message",
      reply: { json: { success: false } },
      alert: "❌ Something went wrong",
    },
    {
      title: "HTTP 500 with a non-JSON body",
      reply: { status: 500, body: "<h1>Internal Server Error</h1>" },
      alert: "❌ Something went wrong",
    },
    {
      title: "a network failure",
      reply: "abort",
      alert: "Something went wrong. Please try again.",
    },
  ];
  for (const { title, reply, alert } of rejections) {
    test(`${title}: alerts "${alert}", keeps every value and returns to idle`, async ({ page }) => {
      const leads = await interceptLeads(page, { reply });
      const alerts = recordAlerts(page);
      const logs = recordConsole(page);
      await page.goto("/");
      const form = heroForm(page);
      await fillContact(form, heroLabels);
      await form.getByRole("button", { name: leadForms.hero.submitLabel }).click();
      await expect.poll(() => alerts).toEqual([alert]);
      await expectContactKept(form, heroLabels);
      await expect(form.getByRole("button", { name: leadForms.hero.submitLabel })).toBeEnabled();
      await expect(page).toHaveURL(/\/$/);
      expect(leads.requests).toHaveLength(1);
      // The failure is logged, without the visitor's details.
      expect(logs.some((line) => line.startsWith("[lead] hero form:"))).toBe(true);
      for (const line of logs) {
        for (const value of Object.values(visitor)) expect(line).not.toContain(value);
      }
    });
  }

  test("a double click, Enter and a repeated submit while pending send one lead", async ({
    page,
  }) => {
    const leads = await interceptLeads(page, { hold: true });
    await page.goto("/");
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

test.describe("enquiry popup (spec §4, §5, §8)", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("opens from the floating button with full name, email, mobile number and budget", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openEnquiryPopup(page);
    for (const label of ["Full Name", "Email", "Mobile Number", "Budget"]) {
      await expect(field(dialog, label)).toBeVisible();
      await expect(field(dialog, label)).toHaveAttribute("required", "");
    }
    const budget = field(dialog, "Budget");
    const options = await budget
      .locator("option")
      .evaluateAll((nodes: HTMLOptionElement[]) =>
        nodes.map((o) => ({ value: o.value, label: o.textContent, disabled: o.disabled })),
      );
    expect(options).toEqual([
      { value: "", label: "Select your budget", disabled: true },
      ...budgetOptions.map((o) => ({ value: o.value, label: o.label, disabled: false })),
    ]);
    expect(budgetOptions.map((o) => `${o.value} / ${o.label}`)).toEqual([
      "65-75 L / 65-75 L",
      "75-85 L / 76-85 L",
      "85-95 L / 86-95 L",
      "95-1 Cr / 96 L-1 Cr",
      "Above 1 Cr / Above 1 Cr",
    ]);
    await expect(budget).toHaveValue("");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("without a budget nothing is sent", async ({ page }) => {
    const leads = await interceptLeads(page);
    await page.goto("/");
    const dialog = await openEnquiryPopup(page);
    await fillContact(dialog, popupLabels);
    await dialog.getByRole("button", { name: leadForms.enquiry.submitLabel }).click();
    expect(
      await field(dialog, "Budget").evaluate(
        (select: HTMLSelectElement) => select.validity.valueMissing,
      ),
    ).toBe(true);
    await expect(dialog).toBeVisible();
    expect(leads.requests).toHaveLength(0);
  });

  test("submitting → success closes the popup and goes to /thank-you, with the budget sent", async ({
    page,
  }) => {
    const leads = await interceptLeads(page, { hold: true });
    await page.goto("/");
    const dialog = await openEnquiryPopup(page);
    await fillContact(dialog, popupLabels);
    await field(dialog, "Budget").selectOption({ label: "76-85 L" });
    await dialog.getByRole("button", { name: leadForms.enquiry.submitLabel }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect.poll(() => leads.requests.length).toBe(1);
    expect(leads.requests[0]!.postDataJSON()).toEqual({
      access_key: "",
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      project: project.name,
      message: "popup",
      budget: "75-85 L",
      redirect: "",
      page: "/",
    });
    leads.release();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(dialog).toBeHidden();
    // The success callback also cleared the form: reopened, it is empty.
    const reopened = await openEnquiryPopup(page);
    await expect(field(reopened, "Full Name")).toHaveValue("");
    await expect(field(reopened, "Budget")).toHaveValue("");
  });

  const failures: { title: string; reply: Reply; alert: string }[] = [
    {
      title: "success: false",
      reply: { json: { success: false, message: "Too many submissions" } },
      alert: "❌ Too many submissions",
    },
    { title: "success: false, no message", reply: { json: {} }, alert: "❌ Something went wrong" },
    { title: "a network failure", reply: "abort", alert: "Failed to submit lead!" },
  ];
  for (const { title, reply, alert } of failures) {
    test(`${title}: alerts "${alert}", stays open and keeps every value`, async ({ page }) => {
      await interceptLeads(page, { reply });
      const alerts = recordAlerts(page);
      await page.goto("/");
      const dialog = await openEnquiryPopup(page);
      await fillContact(dialog, popupLabels);
      await field(dialog, "Budget").selectOption("Above 1 Cr");
      await dialog.getByRole("button", { name: leadForms.enquiry.submitLabel }).click();
      await expect.poll(() => alerts).toEqual([alert]);
      await expect(dialog).toBeVisible();
      await expectContactKept(dialog, popupLabels);
      await expect(field(dialog, "Budget")).toHaveValue("Above 1 Cr");
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test("the nav's Brochure Download opens the same popup", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Brochure Download" })
      .click();
    const dialog = page.getByRole("dialog", { name: dialogCopy.enquiry.title });
    await expect(field(dialog, "Budget")).toBeVisible();
  });
});

test.describe("auto popup (spec §4, §5, §8)", () => {
  const popup = (page: Page) => page.getByRole("dialog", { name: autoPopupCopy.title });

  /** Loads the page on a paused fake clock and waits until React has hydrated. */
  async function loadPaused(page: Page, url = "/") {
    await page.clock.install({ time: new Date("2030-04-01T10:00:00+05:30") });
    await page.clock.pauseAt(new Date("2030-04-01T10:00:01+05:30"));
    await page.goto(url);
    await expect(
      page
        .getByRole("complementary", { name: "Quick contact" })
        .getByRole("button", { name: "Enquiry Now" }),
    ).toBeVisible();
    await expect(heroForm(page).getByRole("button")).toBeEnabled();
  }

  async function openPopup(page: Page) {
    await loadPaused(page);
    await page.clock.runFor(AUTO_POPUP_DELAY_MS);
    await expect(popup(page)).toBeVisible();
    return popup(page);
  }

  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page, { autoPopup: true });
  });

  test("opens 3000 ms after load, not before", async ({ page }) => {
    expect(AUTO_POPUP_DELAY_MS).toBe(3000);
    await loadPaused(page);
    await page.clock.runFor(AUTO_POPUP_DELAY_MS - 1);
    await expect(popup(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(popup(page)).toBeVisible();
  });

  test("shows once per session: not again after it was closed", async ({ page }) => {
    const dialog = await openPopup(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(heroForm(page).getByRole("button")).toBeEnabled();
    await page.clock.runFor(AUTO_POPUP_DELAY_MS * 3);
    await expect(popup(page)).toBeHidden();
  });

  test("closes with Esc", async ({ page }) => {
    const dialog = await openPopup(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("closes with a click on the backdrop", async ({ page }) => {
    const dialog = await openPopup(page);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test("an empty submit alerts the spec's message and sends nothing", async ({ page }) => {
    const leads = await interceptLeads(page);
    const alerts = recordAlerts(page);
    const dialog = await openPopup(page);
    await field(dialog, "Name").fill(visitor.name);
    await dialog.getByRole("button", { name: leadForms.autoPopup.submitLabel }).click();
    await expect.poll(() => alerts).toEqual(["Please enter Name, Email and Phone Number."]);
    await expect(dialog).toBeVisible();
    await expect(field(dialog, "Name")).toHaveValue(visitor.name);
    expect(leads.requests).toHaveLength(0);
  });

  test("success alerts thanks, clears, closes and downloads the brochure; not shown again", async ({
    page,
  }) => {
    const leads = await interceptLeads(page, { hold: true });
    const alerts = recordAlerts(page);
    const dialog = await openPopup(page);
    await fillContact(dialog, heroLabels);
    await dialog.getByRole("button", { name: leadForms.autoPopup.submitLabel }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect.poll(() => leads.requests.length).toBe(1);
    expect(leads.requests[0]!.postDataJSON()).toEqual({
      access_key: "",
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      project: project.name,
      message: "auto popup",
      redirect: "",
      page: "/",
    });
    const download = page.waitForEvent("download");
    leads.release();
    expect((await download).suggestedFilename()).toBe(brochure.fileName);
    expect(alerts).toEqual(["Thank you! Your brochure is downloading."]);
    await expect(dialog).toBeHidden();
    // Cleared while closed: read the hidden form.
    const closedName = page.locator(`form[aria-label="${autoPopupCopy.title}"] input[name="name"]`);
    await expect(closedName).toHaveValue("");
    await page.reload();
    await expect(heroForm(page).getByRole("button")).toBeEnabled();
    await page.clock.runFor(AUTO_POPUP_DELAY_MS * 3);
    await expect(popup(page)).toBeHidden();
  });

  const failures: { title: string; reply: Reply; alert: string }[] = [
    {
      title: "success: false",
      reply: { json: { success: false, message: "Invalid phone" } },
      alert: "❌ Invalid phone",
    },
    { title: "a network failure", reply: "abort", alert: "Failed to submit details!" },
  ];
  for (const { title, reply, alert } of failures) {
    test(`${title}: alerts "${alert}", stays open and keeps every value`, async ({ page }) => {
      await interceptLeads(page, { reply });
      const alerts = recordAlerts(page);
      const dialog = await openPopup(page);
      await fillContact(dialog, heroLabels);
      await dialog.getByRole("button", { name: leadForms.autoPopup.submitLabel }).click();
      await expect.poll(() => alerts).toEqual([alert]);
      await expect(dialog).toBeVisible();
      await expectContactKept(dialog, heroLabels);
    });
  }
});

test.describe("form dialog: brochure and contact (spec §4, §7, §8)", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("opens with type contact or brochure and closes by its close control, Esc or the backdrop", async ({
    page,
  }) => {
    await page.goto("/");
    for (const kind of ["contact", "brochure"] as const) {
      let dialog = await openDialog(page, kind);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      dialog = await openDialog(page, kind);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      dialog = await openDialog(page, kind);
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    }
  });

  test("brochure: the same download flow, labelled as a brochure download", async ({ page }) => {
    const leads = await interceptLeads(page);
    const alerts = recordAlerts(page);
    await page.goto("/");
    const dialog = await openDialog(page, "brochure");
    await dialog.getByRole("button", { name: leadForms.brochure.submitLabel }).click();
    await expect.poll(() => alerts).toEqual(["Please enter Name, Email and Phone Number."]);
    await fillContact(dialog, heroLabels);
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: leadForms.brochure.submitLabel }).click();
    expect((await download).suggestedFilename()).toBe(brochure.fileName);
    expect(alerts).toEqual([
      "Please enter Name, Email and Phone Number.",
      "Thank you! Your brochure is downloading.",
    ]);
    expect(leads.requests).toHaveLength(1);
    expect(leads.requests[0]!.postDataJSON()).toMatchObject({ message: "brochure download" });
    await expect(dialog).toBeHidden();
    const reopened = await openDialog(page, "brochure");
    await expect(field(reopened, "Email")).toHaveValue("");
  });

  test("contact: Sending... then Message sent successfully! and a reset, as form data", async ({
    page,
  }) => {
    const leads = await interceptLeads(page, { hold: true, reply: { status: 200, body: "" } });
    await page.goto("/");
    const dialog = await openDialog(page, "contact");
    const message = dialog.getByRole("textbox", { name: "Message (optional)" });
    await expect(message).toHaveAttribute("maxlength", "2000");
    await expect(message).not.toHaveAttribute("required", "");
    await fillContact(dialog, heroLabels);
    await message.fill("Please call after 6 pm about a ground-floor shop.");
    await dialog.getByRole("button", { name: leadForms.contact.submitLabel }).click();
    const status = dialog.getByRole("status");
    await expect(status).toHaveText("Sending...");
    await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect.poll(() => leads.requests.length).toBe(1);
    const request = leads.requests[0]!;
    expect((await request.allHeaders())["content-type"]).toMatch(
      /^multipart\/form-data; boundary=/,
    );
    expect(await multipartFields(request)).toEqual({
      access_key: "",
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      message: "Please call after 6 pm about a ground-floor shop.",
      page: "/",
      source: "contact",
    });
    leads.release();
    await expect(status).toHaveText("Message sent successfully!");
    await expect(field(dialog, "Name")).toHaveValue("");
    await expect(message).toHaveValue("");
    await expect(page).toHaveURL(/\/$/);
  });

  const failures: { title: string; reply: Reply }[] = [
    { title: "a non-ok response", reply: { status: 500, json: { success: false } } },
    { title: "a network failure", reply: "abort" },
  ];
  for (const { title, reply } of failures) {
    test(`contact: ${title} shows Failed to send. Please try again. and keeps every value`, async ({
      page,
    }) => {
      await interceptLeads(page, { reply });
      await page.goto("/");
      const dialog = await openDialog(page, "contact");
      await fillContact(dialog, heroLabels);
      await dialog
        .getByRole("textbox", { name: "Message (optional)" })
        .fill("Site visit on Sunday?");
      await dialog.getByRole("button", { name: leadForms.contact.submitLabel }).click();
      await expect(dialog.getByRole("status")).toHaveText("Failed to send. Please try again.");
      await expect(dialog).toBeVisible();
      await expectContactKept(dialog, heroLabels);
      await expect(dialog.getByRole("textbox", { name: "Message (optional)" })).toHaveValue(
        "Site visit on Sunday?",
      );
    });
  }
});

test.describe("consent and attribution", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("every form carries the consent line with the data notice and the RERA id", async ({
    page,
  }) => {
    await page.goto("/");
    const forms = [heroForm(page)];
    for (const kind of ["enquiry", "contact", "brochure"] as const) {
      const dialog = await openDialog(page, kind);
      forms.push(dialog.getByRole("form"));
      for (const form of forms.slice(-1)) await checkConsent(form);
      await page.keyboard.press("Escape");
    }
    await checkConsent(forms[0]!);

    async function checkConsent(form: Locator) {
      await expect(
        form.getByText(
          /agree to be contacted about Nirala Gateway by call, SMS, WhatsApp and email/,
        ),
      ).toBeVisible();
      await expect(form.getByText(new RegExp(rera.projectId))).toBeVisible();
      await expect(form.getByRole("link", { name: /how we use your details/i })).toHaveAttribute(
        "href",
        "/disclaimer#your-data",
      );
    }
  });

  test("utm parameters and gclid from the landing URL travel with a later lead", async ({
    page,
  }) => {
    const leads = await interceptLeads(page);
    await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=launch&gclid=abc");
    await expect(heroForm(page).getByRole("button")).toBeEnabled();
    // A full page load without parameters: the session still remembers the campaign.
    await page.goto("/disclaimer");
    const dialog = await openEnquiryPopup(page);
    await fillContact(dialog, popupLabels);
    await field(dialog, "Budget").selectOption("65-75 L");
    await dialog.getByRole("button", { name: leadForms.enquiry.submitLabel }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(leads.requests[0]!.postDataJSON()).toMatchObject({
      message: "popup",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "launch",
      gclid: "abc",
      page: "/disclaimer",
    });
  });
});

test.describe("lead destinations and the conversion", () => {
  type DataLayerEntry = unknown[];
  const conversions = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>) as DataLayerEntry)
        .filter((entry) => entry[0] === "event" && entry[1] === "conversion")
        .map((entry) => entry[2] as Record<string, unknown>),
    );

  test("with a key, leads go to Web3Forms and /thank-you counts the lead once by transaction_id", async ({
    page,
    context,
  }) => {
    await stubThirdParties(page);
    const leads = await interceptLeads(page, {
      url: WEB3FORMS_ENDPOINT,
      reply: { json: { success: true, message: "Email sent successfully!" } },
    });
    await page.goto(`${variantOrigin}/`);
    const form = heroForm(page);
    await fillContact(form, heroLabels);
    await form.getByRole("button", { name: leadForms.hero.submitLabel }).click();
    await expect(page).toHaveURL(`${variantOrigin}/thank-you`);
    expect(leads.requests[0]!.postDataJSON()).toMatchObject({
      access_key: variantEnv.NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY,
      message: "hero banner",
    });

    await expect.poll(() => conversions(page).then((c) => c.length)).toBe(1);
    const [first] = await conversions(page);
    expect(first).toMatchObject({ value: 1, currency: "INR" });
    expect(first?.transaction_id).toMatch(/^[0-9a-f-]{36}$/);

    // A reload repeats the same id, which Google Ads de-duplicates: the lead still counts once.
    await page.reload();
    await expect.poll(() => conversions(page).then((c) => c.length)).toBe(1);
    expect((await conversions(page))[0]?.transaction_id).toBe(first?.transaction_id);

    // A visit with no lead behind it (a new tab, so a new session) fires without an id.
    const other = await context.newPage();
    await stubThirdParties(other);
    await other.goto(`${variantOrigin}/thank-you`);
    await expect.poll(() => conversions(other).then((c) => c.length)).toBe(1);
    expect((await conversions(other))[0]).not.toHaveProperty("transaction_id");
  });

  test("without a key, a real lead reaches the preview server's leads.jsonl", async ({ page }) => {
    await stubThirdParties(page);
    const email = `e2e-${Date.now()}-${test.info().workerIndex}@example.in`;
    await page.goto("/?utm_source=newsletter");
    const form = heroForm(page);
    await fillContact(form, heroLabels, { ...visitor, email });
    await form.getByRole("button", { name: leadForms.hero.submitLabel }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    const file = path.resolve(".e2e/leads.jsonl");
    const findLead = async () => {
      const text = await readFile(file, "utf8").catch(() => "");
      return text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((lead) => lead.email === email);
    };
    await expect.poll(findLead).toBeTruthy();
    const stored = await findLead();
    expect(stored).toMatchObject({
      name: visitor.name,
      email,
      phone: visitor.phone,
      project: project.name,
      message: "hero banner",
      utm_source: "newsletter",
      page: "/",
    });
    expect(stored).not.toHaveProperty("access_key");
    expect(typeof stored?.receivedAt).toBe("string");
  });
});
