// Booking a site visit, in English and on the Hindi page: the lead it sends, the dates it refuses
// and the calendar file after it.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { contact, project } from "../lib/content/project";
import { visitSlots } from "../lib/content/site-visit";
import { siteVisit } from "../lib/i18n/en/sections/buying";
import { visitCalendar } from "../lib/i18n/en/ui";
import { visitWindow } from "../lib/buyer/site-visit";
import { leadEmail } from "../lib/content/lead-extras";
import { getDictionary } from "../lib/i18n";
import { uiWords } from "../lib/i18n/ui";
import { stubThirdParties, waitForHydration } from "./support/site";
import {
  contactLabels,
  fillContact,
  heroForm,
  heroLabels,
  interceptLeads,
  visitor,
} from "./support/leads";

const form = (page: Page) => page.getByRole("form", { name: siteVisit.formHeading });
const dateField = (page: Page) => form(page).getByLabel(siteVisit.dateLabel);
const slotField = (page: Page) => form(page).getByRole("combobox", { name: siteVisit.slotLabel });
const submit = (page: Page) => form(page).getByRole("button", { name: siteVisit.submitLabel });

/** A day n days after `iso`, as YYYY-MM-DD. */
function shift(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function bookVisit(page: Page, date: string, slot = visitSlots[1]!.label) {
  await fillContact(form(page), heroLabels);
  await dateField(page).fill(date);
  await slotField(page).selectOption(slot);
  await submit(page).click();
}

test.describe("site visit", () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
    await page.goto("/");
    await waitForHydration(page);
  });

  test("the form asks for a date in the next 30 days, India time, and a time slot", async ({
    page,
  }) => {
    await expect(page.locator("section#site-visit")).toContainText(siteVisit.heading);
    const { min, max } = visitWindow(new Date());
    await expect(dateField(page)).toHaveAttribute("type", "date");
    await expect(dateField(page)).toHaveAttribute("min", min);
    await expect(dateField(page)).toHaveAttribute("max", max);
    const options = await slotField(page).locator("option:not([disabled])").allTextContents();
    expect(options).toEqual(["Morning 10 am–1 pm", "Afternoon 1–4 pm", "Evening 4–7 pm"]);
  });

  test("a booking is sent as JSON with the date and slot, then thank-you offers the calendar file", async ({
    page,
  }) => {
    const { requests } = await interceptLeads(page);
    const date = shift(visitWindow(new Date()).min, 3);
    await bookVisit(page, date);
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers()["content-type"]).toContain("application/json");
    expect(requests[0]!.postDataJSON()).toMatchObject({
      name: "Asha Verma",
      message: "site visit",
      visit_date: date,
      visit_slot: "Afternoon 1–4 pm",
      project: project.name,
    });

    await expect(page.getByRole("heading", { name: visitCalendar.heading })).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: visitCalendar.buttonLabel }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(visitCalendar.fileName);
    const ics = readFileSync((await download.path())!, "utf8");
    const unfolded = ics.replace(/\r\n /g, "");
    const compact = date.replace(/-/g, "");
    expect(unfolded).toContain("BEGIN:VEVENT");
    expect(unfolded).toContain(`DTSTART;TZID=Asia/Kolkata:${compact}T130000`);
    expect(unfolded).toContain(`DTEND;TZID=Asia/Kolkata:${compact}T160000`);
    expect(unfolded).toContain("LOCATION:Nirala Gateway\\, Sector 12\\, Greater Noida West");
    expect(unfolded).toContain(contact.phoneDisplay);
  });

  for (const [what, days] of [
    ["yesterday", -1],
    ["31 days ahead", 31],
  ] as const) {
    test(`a date ${what} is refused before anything is sent`, async ({ page }) => {
      const { requests } = await interceptLeads(page);
      await bookVisit(page, shift(visitWindow(new Date()).min, days));
      await expect(dateField(page)).toHaveAttribute("aria-invalid", "true");
      await expect(dateField(page)).toHaveAccessibleDescription(siteVisit.dateOutOfWindow);
      await expect(form(page).getByText(siteVisit.dateOutOfWindow)).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .include("section#site-visit")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      expect(requests).toHaveLength(0);
      await expect(page).toHaveURL(/\/$/);
      // Nothing typed is lost, and a good date then goes through.
      await expect(form(page).getByRole("textbox", { name: "Name", exact: true })).toHaveValue(
        "Asha Verma",
      );
      await dateField(page).fill(visitWindow(new Date()).max);
      await expect(dateField(page)).not.toHaveAttribute("aria-invalid");
      await submit(page).click();
      await expect(page).toHaveURL(/\/thank-you$/);
      expect(requests).toHaveLength(1);
    });
  }

  test("a booking without a time is refused beside the time select", async ({ page }) => {
    const { requests } = await interceptLeads(page);
    await fillContact(form(page), heroLabels);
    await dateField(page).fill(visitWindow(new Date()).max);
    await submit(page).click();
    await expect(slotField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(slotField(page)).toHaveAccessibleDescription("Please choose a time.");
    expect(requests).toHaveLength(0);
  });

  test("the calendar offer follows only a site-visit lead", async ({ page }) => {
    await interceptLeads(page);
    await bookVisit(page, visitWindow(new Date()).max);
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("button", { name: visitCalendar.buttonLabel })).toBeVisible();
    // A later lead of another kind in the same tab: its thank-you has no calendar file.
    await page.goto("/");
    await waitForHydration(page);
    await fillContact(heroForm(page), heroLabels);
    await heroForm(page).getByRole("button", { name: "Get Price Details" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: visitCalendar.buttonLabel })).toHaveCount(0);
  });
});

// The booking on the Hindi page: Hindi words over the English slot sales reads, and a Hindi .ics.
test.describe("in Hindi, on /hi", () => {
  const hi = uiWords.hi;
  const hiPages = getDictionary("hi").pages;

  test.describe("site visit on /hi", () => {
    const form = (page: Page) =>
      page.getByRole("form", { name: hiPages.siteVisit.formHeading, exact: true });
    const dateField = (page: Page) => form(page).getByLabel(hi.siteVisitForm.dateLabel);
    const slotField = (page: Page) =>
      form(page).getByRole("combobox", { name: hi.siteVisitForm.slotLabel, exact: true });
    const submit = (page: Page) =>
      form(page).getByRole("button", { name: hi.siteVisitForm.submitLabel, exact: true });

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
      await fillContact(form(page), contactLabels("hi"));
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
      await fillContact(form(page), contactLabels("hi"));
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
});
