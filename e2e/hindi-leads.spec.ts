// The lead forms on the Hindi pages: Hindi words for the visitor, the same lead for the service
// (plus language "hi" and a subject that says so), /hi/thank-you and its conversion.
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { AUTO_POPUP_DELAY_MS, budgetOptions } from "../lib/content/leads";
import { brochure, project } from "../lib/content/project";
import { leadEmail } from "../lib/content/lead-extras";
import { getDictionary } from "../lib/i18n";
import { uiWords } from "../lib/i18n/ui";
import type { LeadFormDef } from "../lib/leads/forms";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import { WEB3FORMS_ENDPOINT } from "../lib/settings";
import { conversions } from "./support/ads";
import { field } from "./support/lead-journeys";
import {
  interceptLeads,
  multipartFields,
  recordAlerts,
  visitor,
  withoutTrace,
} from "./support/leads";
import { stubThirdParties, variantEnv, variantOrigin, waitForHydration } from "./support/site";

const hi = uiWords.hi;
const hiPages = getDictionary("hi").pages;
const hiForms = leadFormsByLang.hi;
const enForms = leadFormsByLang.en;
const marker = leadEmail.languageMarkers.hi;

/** The budget a visitor picks on the Hindi page, and what sales reads for it. */
const BUDGET = 1;
const budgetHindi = hi.forms.budgetLabels[BUDGET]!;
const budgetValue = budgetOptions[BUDGET]!.value;
const budgetEnglish = budgetOptions[BUDGET]!.label;

/** The subject a Hindi lead carries: the language marker first, then the English subject. */
function expectHindiSubject(subject: unknown, englishSubject: string) {
  expect(typeof subject).toBe("string");
  const text = subject as string;
  expect(text.startsWith(marker), `subject "${text}" opens with ${marker}`).toBe(true);
  expect(text.slice(marker.length).replace(/^[\s·]+/, "")).toBe(englishSubject);
}

/** Types the visitor's details into a form's fields, found by their labels in its language. */
async function fillContactDetails(form: Locator, def: LeadFormDef, values = visitor) {
  for (const fieldDef of def.fields) {
    if (fieldDef.name === "name" || fieldDef.name === "email" || fieldDef.name === "phone")
      await field(form, fieldDef).fill(values[fieldDef.name]);
  }
}

function fieldOf(form: Locator, def: LeadFormDef, name: string): Locator {
  const fieldDef = def.fields.find((candidate) => candidate.name === name);
  if (!fieldDef) throw new Error(`${def.id} has no ${name} field`);
  return field(form, fieldDef);
}

const submit = (form: Locator, def: LeadFormDef) =>
  form.getByRole("button", { name: def.submitLabel, exact: true });

const heroForm = (page: Page, lang: "hi" | "en" = "hi") =>
  page.getByRole("form", { name: uiWords[lang].heroForm.heading });

/** Opens a dialog with the button a visitor uses for it on /hi, and returns its form. */
async function openHindiDialog(page: Page, kind: "enquiry" | "brochure" | "contact") {
  await waitForHydration(page);
  if (kind === "enquiry") {
    await page
      .getByRole("complementary", { name: hi.interface.quickContact.label })
      .getByRole("button", { name: hi.interface.quickContact.enquiry, exact: true })
      .click();
  } else {
    // The brochure and contact sections, named by their Hindi headings, each hold the button.
    const words = hiPages[kind];
    await page
      .getByRole("region", { name: words.heading, exact: true })
      .getByRole("button", { name: words.cta, exact: true })
      .click();
  }
  const dialog = page.getByRole("dialog", { name: hi.dialogs[kind].title, exact: true });
  await expect(dialog).toBeVisible();
  return dialog.getByRole("form");
}

async function sentJson(request: Request) {
  return request.postDataJSON() as Record<string, unknown>;
}

test.describe("Hindi lead forms", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test('hero form on /hi: Hindi labels, "भेजा जा रहा है…" while sending, a lead with language "hi" and the Hindi marker, then /hi/thank-you in Hindi', async ({
    page,
  }) => {
    const leads = await interceptLeads(page, { hold: true });
    await page.goto("/hi");
    const def = hiForms.hero;
    const form = heroForm(page);
    for (const label of [hi.forms.labels.name, hi.forms.labels.email, hi.forms.labels.phone]) {
      await expect(form.getByRole("textbox", { name: label, exact: true })).toBeVisible();
    }
    await fillContactDetails(form, def);
    await submit(form, def).click();

    const pending = form.getByRole("button", { name: hi.forms.pending.submitting, exact: true });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    await expect.poll(() => leads.requests.length).toBe(1);
    const sent = await sentJson(leads.requests[0]!);
    const { subject, ...rest } = sent;
    expectHindiSubject(subject, "New enquiry · Nirala Gateway · Hero form");
    expect(withoutTrace(rest, { landing_page: "/hi" })).toEqual({
      access_key: "",
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      project: project.name,
      message: "hero banner",
      redirect: "",
      marketing_consent: "no",
      from_name: "Nirala Gateway website",
      replyto: visitor.email,
      phone_e164: "+919810012345",
      page: "/hi",
      language: "hi",
    });

    leads.release();
    await expect(page).toHaveURL(/\/hi\/thank-you$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(
      page.getByRole("heading", { level: 1, name: hiPages.thankYou.heading, exact: true }),
    ).toBeVisible();
  });

  test('the same hero form on / sends language "en" and no marker', async ({ page }) => {
    const leads = await interceptLeads(page);
    await page.goto("/");
    const form = heroForm(page, "en");
    await fillContactDetails(form, enForms.hero);
    await submit(form, enForms.hero).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(new URL(page.url()).pathname).toBe("/thank-you");
    expect(leads.requests).toHaveLength(1);
    const sent = await sentJson(leads.requests[0]!);
    expect(sent).toMatchObject({
      language: "en",
      page: "/",
      message: "hero banner",
      subject: "New enquiry · Nirala Gateway · Hero form",
    });
    expect(String(sent.subject)).not.toContain(marker);
  });

  test("enquiry dialog on /hi: Hindi budget labels, the English value sent, the English budget in the subject, then /hi/thank-you", async ({
    page,
  }) => {
    const leads = await interceptLeads(page);
    await page.goto("/hi");
    const def = hiForms.enquiry;
    const form = await openHindiDialog(page, "enquiry");
    const budget = form.getByRole("combobox", { name: hi.forms.labels.budget, exact: true });
    const options = await budget
      .locator("option")
      .evaluateAll((nodes: HTMLOptionElement[]) =>
        nodes.map((o) => ({ value: o.value, label: o.textContent, disabled: o.disabled })),
      );
    expect(options).toEqual([
      { value: "", label: hi.forms.budgetPlaceholder, disabled: true },
      ...budgetOptions.map((option, i) => ({
        value: option.value,
        label: hi.forms.budgetLabels[i],
        disabled: false,
      })),
    ]);
    await expect(budget).toHaveValue("");

    await fillContactDetails(form, def);
    await budget.selectOption({ label: budgetHindi });
    await submit(form, def).click();
    await expect(page).toHaveURL(/\/hi\/thank-you$/);
    expect(leads.requests).toHaveLength(1);
    const { subject, ...rest } = await sentJson(leads.requests[0]!);
    expectHindiSubject(subject, `New enquiry · Nirala Gateway · Enquiry popup · ${budgetEnglish}`);
    expect(rest).toMatchObject({
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      message: "popup",
      budget: budgetValue,
      language: "hi",
      page: "/hi",
    });
    await expect(
      page.getByRole("heading", { level: 1, name: hiPages.thankYou.heading, exact: true }),
    ).toBeVisible();
  });

  test("brochure dialog on /hi: its title says the PDF is in English; empty and successful submits alert in Hindi and the PDF downloads", async ({
    page,
  }) => {
    expect(hi.dialogs.brochure.title).toContain("अंग्रेज़ी");
    const leads = await interceptLeads(page);
    const alerts = recordAlerts(page);
    await page.goto("/hi");
    const def = hiForms.brochure;
    const form = await openHindiDialog(page, "brochure");
    await submit(form, def).click();
    await expect.poll(() => alerts).toEqual([hi.forms.alerts.missingContact]);
    expect(leads.requests).toHaveLength(0);

    await fillContactDetails(form, def);
    const download = page.waitForEvent("download");
    await submit(form, def).click();
    expect((await download).suggestedFilename()).toBe(brochure.fileName);
    expect(alerts).toEqual([hi.forms.alerts.missingContact, hi.forms.alerts.brochureDownloading]);
    expect(leads.requests).toHaveLength(1);
    const { subject, ...rest } = await sentJson(leads.requests[0]!);
    expectHindiSubject(subject, "New enquiry · Nirala Gateway · Brochure download");
    expect(rest).toMatchObject({ message: "brochure download", language: "hi", page: "/hi" });
    await expect(page.getByRole("dialog", { name: hi.dialogs.brochure.title })).toBeHidden();
    await expect(page).toHaveURL(/\/hi$/);
  });

  test("contact dialog on /hi: the status line reads sending and then sent in Hindi; the lead says language hi", async ({
    page,
  }) => {
    const leads = await interceptLeads(page, { hold: true, reply: { status: 200, body: "" } });
    await page.goto("/hi");
    const def = hiForms.contact;
    const form = await openHindiDialog(page, "contact");
    await fillContactDetails(form, def);
    const message = form.getByRole("textbox", { name: hi.forms.labels.message, exact: true });
    await message.fill("रविवार को साइट देखने आ सकते हैं?");
    await submit(form, def).click();
    const status = form.getByRole("status");
    await expect(status).toHaveText(hi.forms.status.sending);
    await expect(
      form.getByRole("button", { name: hi.forms.pending.sending, exact: true }),
    ).toBeDisabled();
    await expect.poll(() => leads.requests.length).toBe(1);
    const { subject, ...rest } = await multipartFields(leads.requests[0]!);
    expectHindiSubject(subject, "New enquiry · Nirala Gateway · Contact form");
    expect(rest).toMatchObject({
      message: "रविवार को साइट देखने आ सकते हैं?",
      source: "contact",
      language: "hi",
      page: "/hi",
    });
    leads.release();
    await expect(status).toHaveText(hi.forms.status.sent);
    await expect(message).toHaveValue("");
  });
});

test.describe("Hindi validation messages", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test('hero form on /hi: the phone "abc" is refused with the Hindi message, nothing is sent', async ({
    page,
  }) => {
    const leads = await interceptLeads(page);
    await page.goto("/hi");
    await waitForHydration(page);
    const def = hiForms.hero;
    const form = heroForm(page);
    await fillContactDetails(form, def, { ...visitor, phone: "abc" });
    await submit(form, def).click();
    const phone = fieldOf(form, def, "phone");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(hi.forms.phoneInvalid);
    await expect(form.getByText(hi.forms.phoneInvalid, { exact: true })).toBeVisible();
    expect(leads.requests).toHaveLength(0);
    await expect(page).toHaveURL(/\/hi$/);
    // A real number clears the mark and the lead goes.
    await phone.fill(visitor.phone);
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await submit(form, def).click();
    await expect(page).toHaveURL(/\/hi\/thank-you$/);
    expect(leads.requests).toHaveLength(1);
  });

  test("enquiry dialog on /hi: without a budget the select says so in Hindi, nothing is sent", async ({
    page,
  }) => {
    const leads = await interceptLeads(page);
    await page.goto("/hi");
    const def = hiForms.enquiry;
    const form = await openHindiDialog(page, "enquiry");
    await fillContactDetails(form, def);
    await submit(form, def).click();
    const budget = form.getByRole("combobox", { name: hi.forms.labels.budget, exact: true });
    await expect(budget).toHaveAttribute("aria-invalid", "true");
    await expect(budget).toHaveAccessibleDescription(hi.forms.missing.budget);
    expect(leads.requests).toHaveLength(0);
    await budget.selectOption({ label: budgetHindi });
    await expect(budget).not.toHaveAttribute("aria-invalid");
  });
});

test.describe("the auto popup on /hi", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page, { autoPopup: true });
  });

  test("opens by itself with the Hindi title saying the PDF is in English; a lead alerts in Hindi and downloads the PDF", async ({
    page,
  }) => {
    expect(hi.autoPopup.title).toContain("अंग्रेज़ी");
    const leads = await interceptLeads(page, { hold: true });
    const alerts = recordAlerts(page);
    await page.clock.install({ time: new Date("2030-04-01T10:00:00+05:30") });
    await page.clock.pauseAt(new Date("2030-04-01T10:00:01+05:30"));
    await page.goto("/hi");
    await waitForHydration(page);
    const popup = page.getByRole("dialog", { name: hi.autoPopup.title, exact: true });
    await page.clock.runFor(AUTO_POPUP_DELAY_MS - 1);
    await expect(popup).toBeHidden();
    await page.clock.runFor(1);
    await expect(popup).toBeVisible();

    const def = hiForms.autoPopup;
    const form = popup.getByRole("form");
    await submit(form, def).click();
    await expect.poll(() => alerts).toEqual([hi.forms.alerts.missingContact]);
    await fillContactDetails(form, def);
    await submit(form, def).click();
    await expect(
      form.getByRole("button", { name: hi.forms.pending.submitting, exact: true }),
    ).toBeDisabled();
    await expect.poll(() => leads.requests.length).toBe(1);
    const { subject, ...rest } = await sentJson(leads.requests[0]!);
    expectHindiSubject(subject, "New enquiry · Nirala Gateway · Auto popup");
    expect(rest).toMatchObject({ message: "auto popup", language: "hi", page: "/hi" });
    const download = page.waitForEvent("download");
    leads.release();
    expect((await download).suggestedFilename()).toBe(brochure.fileName);
    expect(alerts).toEqual([hi.forms.alerts.missingContact, hi.forms.alerts.brochureDownloading]);
    await expect(popup).toBeHidden();
  });
});

test.describe("consent under every form on /hi", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("says it in Hindi and links the Hindi notice and the English one", async ({ page }) => {
    await page.goto("/hi");
    await waitForHydration(page);
    const check = async (form: Locator) => {
      await expect(form.getByText(hi.consent.before.trim(), { exact: false })).toBeVisible();
      const notice = form.getByRole("link", { name: hi.consent.linkLabel });
      await expect(notice).toHaveAttribute("href", "/hi/privacy");
      await expect(notice).toHaveAttribute("target", "_blank");
      const english = form.getByRole("link", { name: uiWords.en.languageName });
      await expect(english).toHaveAttribute("href", "/privacy");
      await expect(english).toHaveAttribute("hreflang", "en");
      await expect(english).toHaveAttribute("target", "_blank");
      await expect(
        form.getByRole("checkbox", { name: hi.marketingConsentLabel, exact: true }),
      ).not.toBeChecked();
    };
    await check(heroForm(page));
    await check(page.getByRole("form", { name: hiPages.siteVisit.formHeading, exact: true }));
    for (const kind of ["enquiry", "brochure", "contact"] as const) {
      await check(await openHindiDialog(page, kind));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });
});

test.describe("the conversion on /hi/thank-you (build with the ads tag)", () => {
  test("a hero lead from /hi lands on /hi/thank-you, which fires the lead conversion once with its transaction_id", async ({
    page,
  }) => {
    await stubThirdParties(page);
    const leads = await interceptLeads(page, {
      url: WEB3FORMS_ENDPOINT,
      reply: { json: { success: true, message: "Email sent successfully!" } },
    });
    await page.goto(`${variantOrigin}/hi`);
    const def = hiForms.hero;
    const form = heroForm(page);
    await fillContactDetails(form, def);
    await submit(form, def).click();
    await expect(page).toHaveURL(`${variantOrigin}/hi/thank-you`);
    expect(leads.requests).toHaveLength(1);
    expect(await sentJson(leads.requests[0]!)).toMatchObject({
      access_key: variantEnv.NEXT_PUBLIC_WEB3FORMS_ACCESS_KEY,
      language: "hi",
    });
    await waitForHydration(page);
    await expect.poll(() => conversions(page).then((list) => list.length)).toBe(1);
    const [first] = await conversions(page);
    expect(first).toMatchObject({
      send_to: `${variantEnv.NEXT_PUBLIC_GOOGLE_ADS_ID}/${variantEnv.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL}`,
      value: 1,
      currency: "INR",
    });
    expect(first?.transaction_id).toMatch(/^[0-9a-f-]{36}$/);

    // A reload sends the same id again (Google Ads counts it once), never a second conversion.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => conversions(page).then((list) => list.length)).toBe(1);
    expect((await conversions(page))[0]?.transaction_id).toBe(first?.transaction_id);
  });
});
