// Booking a site visit: the lead it sends, the dates it refuses and the calendar file after it.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { contact, project } from "../lib/content/project";
import { siteVisit, visitCalendar, visitSlots } from "../lib/content/site-visit";
import { visitWindow } from "../lib/buyer/site-visit";
import { stubThirdParties, waitForHydration } from "./support/site";
import { fillContact, heroForm, heroLabels, interceptLeads } from "./support/leads";

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
