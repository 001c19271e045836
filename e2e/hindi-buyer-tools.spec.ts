// The buyer tools on /hi: the EMI calculator (and its no-JavaScript table) and the site-visit
// booking, whose calendar offer and .ics file speak Hindi while sales gets the English slot.
import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { visitWindow } from "../lib/buyer/site-visit";
import { LOAN_TO_VALUE } from "../lib/buyer/emi";
import { emiDefaults, emiReference } from "../lib/content/emi";
import { leadEmail } from "../lib/content/lead-extras";
import { project } from "../lib/content/project";
import { visitCalendar, visitSlots } from "../lib/content/site-visit";
import { getDictionary } from "../lib/i18n";
import { uiWords } from "../lib/i18n/ui";
import { interceptLeads, visitor } from "./support/leads";
import { stubThirdParties, waitForHydration } from "./support/site";

const hi = uiWords.hi;
const hiPages = getDictionary("hi").pages;
const { labels, units, results } = hi.emi;

/** The bank's reducing-balance EMI, worked out here independently of the app. */
function bankEmi(principal: number, annualRatePct: number, years: number) {
  const months = years * 12;
  const rate = annualRatePct / 1200;
  const growth = (1 + rate) ** months;
  const monthly = (principal * rate * growth) / (growth - 1);
  return { monthly, totalInterest: monthly * months - principal, totalPayable: monthly * months };
}

const rupees = (amount: number) =>
  `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(Math.round(amount))}`;

/** "₹65 लाख", "₹1.2 करोड़": the amounts the Hindi table reads. */
function hindiAmount(amount: number) {
  const short = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
  return amount >= 10_000_000
    ? `₹${short.format(amount / 10_000_000)} ${hi.money.crore}`
    : `₹${short.format(amount / 100_000)} ${hi.money.lakh}`;
}

const emiInput = (section: Locator, field: keyof typeof labels) =>
  section.getByRole("textbox", { name: `${labels[field]} (${units[field]})`, exact: true });
const emiSlider = (section: Locator, field: keyof typeof labels) =>
  section.getByRole("slider", { name: `${labels[field]} (${units[field]})`, exact: true });
const figure = (section: Locator, term: string) =>
  section.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");

test.describe("EMI calculator on /hi", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  async function openCalculator(page: Page) {
    await page.goto("/hi#emi");
    await waitForHydration(page);
    const section = page.locator("section#emi");
    await section.scrollIntoViewIfNeeded();
    await expect(emiInput(section, "principal")).toBeVisible();
    return section;
  }

  test("Hindi labels, units and result names; the figures follow typed values and sliders", async ({
    page,
  }) => {
    const section = await openCalculator(page);
    await expect(section.getByRole("heading", { name: hi.emi.heading })).toBeVisible();
    for (const field of ["principal", "annualRatePct", "years"] as const) {
      await expect(emiInput(section, field)).toBeVisible();
      await expect(emiSlider(section, field)).toBeVisible();
    }
    for (const term of Object.values(results)) {
      await expect(section.locator("dt", { hasText: term })).toBeVisible();
    }
    const start = bankEmi(emiDefaults.principal, emiDefaults.annualRatePct, emiDefaults.years);
    await expect(figure(section, results.monthly)).toHaveText(rupees(start.monthly));

    await emiInput(section, "principal").fill("5000000");
    const typed = bankEmi(5_000_000, emiDefaults.annualRatePct, emiDefaults.years);
    await expect(figure(section, results.monthly)).toHaveText(rupees(typed.monthly));
    await expect(figure(section, results.totalInterest)).toHaveText(rupees(typed.totalInterest));
    await expect(figure(section, results.totalPayable)).toHaveText(rupees(typed.totalPayable));

    await emiInput(section, "annualRatePct").fill("8.75");
    await emiInput(section, "years").fill("30");
    await expect(figure(section, results.monthly)).toHaveText(
      rupees(bankEmi(5_000_000, 8.75, 30).monthly),
    );

    // The tenure slider, moved from the keyboard, keeps its field and the figures in step.
    await emiSlider(section, "years").focus();
    await page.keyboard.press("ArrowLeft");
    await expect(emiInput(section, "years")).toHaveValue("29");
    await expect(figure(section, results.monthly)).toHaveText(
      rupees(bankEmi(5_000_000, 8.75, 29).monthly),
    );
  });

  test("a refused value shows the Hindi note and keeps the last valid figures", async ({
    page,
  }) => {
    const section = await openCalculator(page);
    const start = bankEmi(emiDefaults.principal, emiDefaults.annualRatePct, emiDefaults.years);
    await expect(section.getByText(hi.emi.staleNote)).toHaveCount(0);
    await emiInput(section, "years").fill("31");
    await expect(emiInput(section, "years")).toHaveAttribute("aria-invalid", "true");
    await expect(section.getByText(hi.emi.staleNote, { exact: true })).toBeVisible();
    await expect(figure(section, results.monthly)).toHaveText(rupees(start.monthly));
    await emiInput(section, "years").fill(String(emiDefaults.years));
    await expect(section.getByText(hi.emi.staleNote)).toHaveCount(0);
  });

  test("the loan-advisor button opens the Hindi enquiry dialog", async ({ page }) => {
    const section = await openCalculator(page);
    await section.getByRole("button", { name: hi.emi.advisorLabel, exact: true }).click();
    await expect(
      page.getByRole("dialog", { name: hi.dialogs.enquiry.title, exact: true }),
    ).toBeVisible();
  });
});

test.describe("EMI on /hi without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the reference table is in Hindi, with amounts in लाख and करोड़", async ({ page }) => {
    await page.goto("/hi");
    const section = page.locator("section#emi");
    const table = section.getByRole("table", { name: hi.emi.referenceCaption, exact: true });
    await expect(table).toBeVisible();
    const headers = table.getByRole("columnheader");
    await expect(headers).toHaveText([
      hi.emi.referenceColumns.price,
      hi.emi.referenceColumns.principal,
      hi.emi.referenceColumns.monthly,
    ]);
    const rows = table.locator("tbody").getByRole("row");
    await expect(rows).toHaveCount(emiReference.length);
    // The cheapest unit reads as the contract writes it.
    await expect(rows.first().getByRole("rowheader")).toHaveText("₹65 लाख");
    for (const [i, { price }] of emiReference.entries()) {
      const principal = price * LOAN_TO_VALUE;
      const monthly = bankEmi(principal, emiDefaults.annualRatePct, emiDefaults.years).monthly;
      await expect(rows.nth(i).getByRole("rowheader")).toHaveText(hindiAmount(price));
      await expect(rows.nth(i).getByRole("cell")).toHaveText([
        hindiAmount(principal),
        rupees(monthly),
      ]);
    }
    await expect(table).not.toContainText(/\d (L|Cr)\b/);
    await expect(section.locator("[data-needs-js]")).toBeHidden();
  });
});

test.describe("site visit on /hi", () => {
  const form = (page: Page) =>
    page.getByRole("form", { name: hiPages.siteVisit.formHeading, exact: true });
  const dateField = (page: Page) => form(page).getByLabel(hi.siteVisitForm.dateLabel);
  const slotField = (page: Page) =>
    form(page).getByRole("combobox", { name: hi.siteVisitForm.slotLabel, exact: true });
  const submit = (page: Page) =>
    form(page).getByRole("button", { name: hi.siteVisitForm.submitLabel, exact: true });

  /** A day n days after `iso`, as YYYY-MM-DD. */
  function shift(iso: string, days: number): string {
    const date = new Date(`${iso}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  }

  async function fillContact(page: Page) {
    await form(page)
      .getByRole("textbox", { name: hi.forms.labels.name, exact: true })
      .fill(visitor.name);
    await form(page)
      .getByRole("textbox", { name: hi.forms.labels.email, exact: true })
      .fill(visitor.email);
    await form(page)
      .getByRole("textbox", { name: hi.forms.labels.phone, exact: true })
      .fill(visitor.phone);
  }

  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
    await page.goto("/hi#site-visit");
    await waitForHydration(page);
  });

  test("the form speaks Hindi: labels, date window and Hindi slot names over English values", async ({
    page,
  }) => {
    await expect(page.locator("section#site-visit")).toContainText(hiPages.siteVisit.heading);
    const { min, max } = visitWindow(new Date());
    await expect(dateField(page)).toHaveAttribute("type", "date");
    await expect(dateField(page)).toHaveAttribute("min", min);
    await expect(dateField(page)).toHaveAttribute("max", max);
    const options = await slotField(page)
      .locator("option")
      .evaluateAll((nodes: HTMLOptionElement[]) =>
        nodes.map((o) => ({ value: o.value, label: o.textContent, disabled: o.disabled })),
      );
    expect(options).toEqual([
      { value: "", label: hi.siteVisitForm.slotPlaceholder, disabled: true },
      ...visitSlots.map((slot, i) => ({
        value: slot.label,
        label: hi.siteVisitForm.slotLabels[i],
        disabled: false,
      })),
    ]);
    await expect(submit(page)).toBeEnabled();
  });

  test("no time and a date out of the window are refused in Hindi before anything is sent", async ({
    page,
  }) => {
    const { requests } = await interceptLeads(page);
    await fillContact(page);
    await dateField(page).fill(visitWindow(new Date()).max);
    await submit(page).click();
    await expect(slotField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(slotField(page)).toHaveAccessibleDescription(hi.forms.missing.slot);

    await slotField(page).selectOption({ label: hi.siteVisitForm.slotLabels[0]! });
    await dateField(page).fill(shift(visitWindow(new Date()).min, 31));
    await submit(page).click();
    await expect(dateField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(dateField(page)).toHaveAccessibleDescription(hi.siteVisitForm.dateOutOfWindow);
    expect(requests).toHaveLength(0);
    await expect(page).toHaveURL(/\/hi#site-visit$/);
  });

  test("a booking sends the English slot, lands on /hi/thank-you with the visit in Hindi, and the .ics is in Hindi", async ({
    page,
  }) => {
    const { requests } = await interceptLeads(page);
    const date = shift(visitWindow(new Date()).min, 3);
    const slot = 1;
    await fillContact(page);
    await dateField(page).fill(date);
    await slotField(page).selectOption({ label: hi.siteVisitForm.slotLabels[slot]! });
    await submit(page).click();
    await expect(page).toHaveURL(/\/hi\/thank-you$/);

    expect(requests).toHaveLength(1);
    const sent = requests[0]!.postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      project: project.name,
      message: "site visit",
      visit_date: date,
      visit_slot: visitSlots[slot]!.label,
      language: "hi",
      page: "/hi",
    });
    const subject = String(sent.subject);
    expect(subject.startsWith(leadEmail.languageMarkers.hi)).toBe(true);
    expect(subject).toContain(visitSlots[slot]!.label);

    // The offer on /hi/thank-you: Hindi heading, the date in Hindi and the Hindi slot name.
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { name: hi.visitCalendar.heading, exact: true }),
    ).toBeVisible();
    const hindiDate = new Intl.DateTimeFormat("hi-u-nu-latn", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${date}T00:00:00Z`));
    await expect(
      main.getByText(`${hindiDate} · ${hi.siteVisitForm.slotLabels[slot]}`, { exact: true }),
    ).toBeVisible();
    await expect(main).not.toContainText(visitSlots[slot]!.label);
    await expect(main.getByText(hi.visitCalendar.body, { exact: true })).toBeVisible();

    const downloading = page.waitForEvent("download");
    await main.getByRole("button", { name: hi.visitCalendar.buttonLabel, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(visitCalendar.fileName);
    const ics = readFileSync((await download.path())!, "utf8").replace(/\r\n /g, "");
    const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`);
    const lines = ics.split("\r\n");
    expect(lines).toContain(`SUMMARY:${escape(hi.visitCalendar.eventTitle)}`);
    expect(lines).toContain(`DESCRIPTION:${escape(hi.visitCalendar.eventDescription)}`);
    const compact = date.replace(/-/g, "");
    const [startHour, endHour] = [visitSlots[slot]!.start, visitSlots[slot]!.end].map((time) =>
      time.replace(":", ""),
    );
    expect(lines).toContain(`DTSTART;TZID=Asia/Kolkata:${compact}T${startHour}00`);
    expect(lines).toContain(`DTEND;TZID=Asia/Kolkata:${compact}T${endHour}00`);
  });
});
