// Booking a site visit in both languages: the lead it sends, the dates it refuses and the calendar
// file after it, named in the page's language over the English values sales reads.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { contact, project } from "../lib/i18n/english";
import { visitCalendarFile, visitSlots, visitTypes } from "../lib/content/site-visit";
import { visitWindow } from "../lib/buyer/site-visit";
import { visitRef } from "../lib/leads/visit-ref";
import { rera } from "../lib/content/project";
import { leadEmail } from "../lib/content/lead-extras";
import { getDictionary } from "../lib/i18n";
import { htmlLang, LANGS, localePath, type Lang } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { storageKeys } from "../lib/storage-keys";
import {
  arriveOffline,
  expect,
  test,
  expectNoAxeViolations,
  gotoHydrated,
  plainOrigin,
  waitForHydration,
} from "./support/site";
import { contactLabels, field, fillContact, interceptLeads, sendHero } from "./support/leads";
import { thankYouUrl, visitor } from "./support/lead-shape";

/** A day n days after `iso`, as YYYY-MM-DD. */
function shift(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Thank-you after a booking names the visit in the page's language and offers its calendar file. */
async function expectVisitThankYou(
  page: Page,
  lang: Lang,
  { date, slot, ref }: { date: string; slot: (typeof visitSlots)[number]; ref: string },
) {
  const calendarWords = getDictionary(lang).pages.thankYou.calendar;
  const visitForm = uiWords[lang].siteVisitForm;
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { name: calendarWords.heading, exact: true }),
  ).toBeVisible();
  const longDate = new Intl.DateTimeFormat(`${htmlLang[lang]}-u-nu-latn`, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
  await expect(
    main.getByText(`${longDate} · ${visitForm.slotLabels[visitSlots.indexOf(slot)]}`, {
      exact: true,
    }),
  ).toBeVisible();
  if (lang !== "en") await expect(main).not.toContainText(slot.label);
  await expect(main.getByText(calendarWords.body, { exact: true })).toBeVisible();
  await expect(main.getByText(ref, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent("download");
  await main.getByRole("button", { name: calendarWords.buttonLabel, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(visitCalendarFile.fileName);
  const lines = readFileSync((await download.path())!, "utf8")
    .replace(/\r\n /g, "")
    .split("\r\n");
  const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`);
  const compact = date.replace(/-/g, "");
  const hour = (time: string) => time.replace(":", "");
  expect(lines).toContain("BEGIN:VEVENT");
  expect(lines).toContain(`SUMMARY:${escape(calendarWords.eventTitle)}`);
  const { eventDescription, refDescription } = calendarWords;
  const described = `${eventDescription} ${refDescription.replace("{ref}", ref)}`;
  expect(lines).toContain(`DESCRIPTION:${escape(described)}`);
  expect(lines).toContain(`DTSTART;TZID=Asia/Kolkata:${compact}T${hour(slot.start)}00`);
  expect(lines).toContain(`DTEND;TZID=Asia/Kolkata:${compact}T${hour(slot.end)}00`);
  expect(lines.join("\n")).toContain("LOCATION:Nirala Gateway\\, Sector 12\\, Greater Noida West");
  expect(lines.join("\n")).toContain(contact.phoneDisplay);
  expect(described).toContain(rera.partnerId);
}

for (const lang of LANGS) {
  const words = uiWords[lang];
  const calendarWords = getDictionary(lang).pages.thankYou.calendar;
  const { siteVisit } = getDictionary(lang).pages;
  const visitForm = words.siteVisitForm;
  const home = localePath(lang, "/");
  const form = (page: Page) => page.getByRole("form", { name: siteVisit.formHeading, exact: true });
  const dateField = (page: Page) => form(page).getByLabel(visitForm.dateLabel);
  const slotField = (page: Page) =>
    form(page).getByRole("combobox", { name: visitForm.slotLabel, exact: true });
  const submit = (page: Page) =>
    form(page).getByRole("button", { name: visitForm.submitLabel, exact: true });
  const visitType = (page: Page, i: number) =>
    form(page).getByRole("radio", { name: visitForm.visitTypeLabels[i], exact: true });

  test.describe(`site visit in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await gotoHydrated(page, localePath(lang, "/#site-visit"));
    });

    test("a date within 30 days (India) and a slot, others refused; sends the English slot; thank-you offers the .ics, not to a later other lead", async ({
      page,
    }) => {
      await expect(page.locator("section#site-visit")).toContainText(siteVisit.heading);
      const { min, max } = visitWindow(new Date());
      await expect(dateField(page)).toHaveAttribute("type", "date");
      await expect(dateField(page)).toHaveAttribute("min", min);
      await expect(dateField(page)).toHaveAttribute("max", max);
      const options = await slotField(page)
        .locator("option")
        .evaluateAll((nodes: HTMLOptionElement[]) =>
          nodes.map((o) => ({ value: o.value, label: o.textContent, disabled: o.disabled })),
        );
      // Named in the page's language, valued with the English name sales reads.
      expect(options).toEqual([
        { value: "", label: visitForm.slotPlaceholder, disabled: true },
        ...visitSlots.map((slot, i) => ({
          value: slot.label,
          label: visitForm.slotLabels[i],
          disabled: false,
        })),
      ]);
      await expect(submit(page)).toBeEnabled();
      await expect(visitType(page, 0)).toBeChecked();

      const { requests } = await interceptLeads(page);
      await fillContact(form(page), contactLabels(lang));
      await dateField(page).fill(max);
      // By keyboard: the arrival scroll to #site-visit may still be moving the page from under a click.
      await submit(page).press("Enter");
      await expect(slotField(page)).toHaveAttribute("aria-invalid", "true");
      await expect(slotField(page)).toHaveAccessibleDescription(words.forms.missing.slot);

      await slotField(page).selectOption({ label: visitForm.slotLabels[0]! });
      for (const days of [-1, 31]) {
        await dateField(page).fill(shift(min, days));
        await submit(page).click();
        await expect(dateField(page), `${days} days`).toHaveAttribute("aria-invalid", "true");
        await expect(dateField(page)).toHaveAccessibleDescription(visitForm.dateOutOfWindow);
        await expect(form(page).getByText(visitForm.dateOutOfWindow)).toBeVisible();
        await expectNoAxeViolations(page, "section#site-visit");
      }
      expect(requests).toHaveLength(0);
      await expect(page).toHaveURL(new RegExp(`${home}#site-visit$`));
      // Nothing typed is lost.
      await expect(field(form(page), contactLabels(lang).name)).toHaveValue(visitor.name);

      const date = shift(min, 3);
      const slot = visitSlots[1]!;
      await dateField(page).fill(date);
      await slotField(page).selectOption({ label: visitForm.slotLabels[1]! });
      await submit(page).click();
      await expect(page).toHaveURL(thankYouUrl(plainOrigin, lang));

      expect(requests).toHaveLength(1);
      expect(requests[0]!.headers()["content-type"]).toContain("application/json");
      const sent = requests[0]!.postDataJSON() as Record<string, unknown>;
      expect(sent).toMatchObject({
        ...visitor,
        project: project.name,
        message: "site visit",
        visit_date: date,
        visit_slot: slot.label,
        visit_type: "in person",
        visit_ref: visitRef(String(sent.lead_id)),
        language: lang,
        page: home,
      });
      const ref = String(sent.visit_ref);
      expect(ref).toMatch(/^NG-[\dA-Z]{8}$/);
      const subject = String(sent.subject);
      expect(subject).toContain(ref);
      expect(subject.startsWith(leadEmail.languageMarkers[lang] ?? "New enquiry")).toBe(true);
      expect(subject).toContain(slot.label);

      await expectVisitThankYou(page, lang, { date, slot, ref });

      // A later lead of another kind in the same tab: its thank-you has no calendar file.
      await gotoHydrated(page, home);
      await sendHero(page, {}, lang);
      await waitForHydration(page);
      await expect(page.getByRole("button", { name: calendarWords.buttonLabel })).toHaveCount(0);
    });
  });

  test.describe(`site visit in ${lang} by video call from Dubai`, () => {
    test.use({ timezoneId: "Asia/Dubai" });
    test("a video call by keyboard: slots in Dubai's time, then India's", async ({ page }) => {
      await gotoHydrated(page, localePath(lang, "/#site-visit"));
      const { requests } = await interceptLeads(page);
      await visitType(page, 0).focus();
      await page.keyboard.press("ArrowRight");
      await expect(visitType(page, 1)).toBeChecked();
      await dateField(page).fill(shift(visitWindow(new Date()).min, 3));
      // Dubai keeps +04:00 all year, 1 h 30 min behind India.
      const label = visitForm.videoSlot
        .replace("{yours}", "11:30 am–2:30 pm")
        .replace("{india}", "1:00–4:00 pm");
      await expect(slotField(page).locator("option").nth(2)).toHaveText(label);
      await fillContact(form(page), contactLabels(lang));
      await slotField(page).selectOption({ label });
      // By keyboard, as it was chosen: the arrival scroll to #site-visit cannot move it from under a key.
      await submit(page).press("Enter");
      await expect(page).toHaveURL(thankYouUrl(plainOrigin, lang));
      expect(requests[0]!.postDataJSON()).toMatchObject({
        visit_type: "video call",
        visitor_time_zone: "Asia/Dubai",
        visit_slot: visitSlots[1]!.label,
      });
      await expect(page.getByRole("main")).toContainText(label);
    });
  });

  test(`in ${lang}, offline since /thank-you arrived: Add to calendar says the file could not be made; back online, it downloads`, async ({
    page,
  }) => {
    const visit = {
      date: "2026-12-05",
      slot: visitSlots[0],
      type: visitTypes[0],
      ref: "NG-AB12CD",
    };
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
      storageKeys.siteVisit,
      JSON.stringify(visit),
    ] as const);
    const offline = await arriveOffline(page, `${plainOrigin}${localePath(lang, "/thank-you")}`);
    const main = page.getByRole("main");
    const add = main.getByRole("button", { name: calendarWords.buttonLabel, exact: true });
    await add.click();
    await expect(main.getByRole("alert")).toHaveText(calendarWords.unavailable);
    expect(await offline.settledErrors()).toEqual([]);

    await offline.restore();
    const downloading = page.waitForEvent("download");
    await add.click();
    expect((await downloading).suggestedFilename()).toBe(visitCalendarFile.fileName);
    await expect(main.getByRole("alert")).toHaveCount(0);
  });
}
