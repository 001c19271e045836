// The brochure popup that opens by itself once per session, in both languages.
import { expect, test, type Page } from "@playwright/test";
import { AUTO_POPUP_DELAY_MS } from "../lib/content/leads";
import { brochure } from "../lib/content/project";
import { LANGS, localePath, type Lang } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { leadFormsByLang } from "../lib/leads/forms-by-lang";
import { recordLayoutShifts } from "./support/layout-shift";
import { stubThirdParties, waitForHydration } from "./support/site";
import {
  contactLabels,
  expectLead,
  field,
  fillContact,
  interceptLeads,
  visitor,
  recordAlerts,
} from "./support/leads";

test.describe("auto popup", () => {
  const popup = (page: Page, lang: Lang = "en") =>
    page.getByRole("dialog", { name: uiWords[lang].autoPopup.title, exact: true });

  /** Loads the page on a paused fake clock and waits until React has hydrated. */
  async function loadPaused(page: Page, lang: Lang = "en") {
    const quickContact = uiWords[lang].interface.quickContact;
    await page.clock.install({ time: new Date("2030-04-01T10:00:00+05:30") });
    await page.clock.pauseAt(new Date("2030-04-01T10:00:01+05:30"));
    await page.goto(localePath(lang, "/"));
    await expect(
      page
        .getByRole("complementary", { name: quickContact.label, exact: true })
        .getByRole("button", { name: quickContact.enquiry, exact: true }),
    ).toBeVisible();
    // The popup's timer starts once the page has hydrated.
    await waitForHydration(page);
  }

  async function openPopup(page: Page, lang: Lang = "en") {
    await loadPaused(page, lang);
    await page.clock.runFor(AUTO_POPUP_DELAY_MS);
    await expect(popup(page, lang)).toBeVisible();
    return popup(page, lang);
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

  test("opening over the middle of the page moves nothing behind it", async ({ page }) => {
    // Layout shifts the visitor did not cause count against the page (CLS), even under a backdrop.
    const shifts = await recordLayoutShifts(page);
    await loadPaused(page);
    // The rest of the page is laid out two frames after the first screen: frames run on the clock.
    await page.clock.runFor(200);
    await expect(page.locator("html")).toHaveAttribute("data-loaded");
    await page.evaluate(() =>
      document.getElementById("prices")?.scrollIntoView({ behavior: "instant" }),
    );
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(300);
    await shifts.restart();

    await page.clock.runFor(AUTO_POPUP_DELAY_MS);
    await expect(popup(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(await shifts.total()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("shows once per session: not again after it was closed", async ({ page }) => {
    const dialog = await openPopup(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    // The popup's timer starts once the page has hydrated.
    await waitForHydration(page);
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

  for (const lang of LANGS) {
    const words = uiWords[lang];
    const forms = leadFormsByLang[lang];

    test(`in ${lang}: an empty submit alerts the required message and sends nothing`, async ({
      page,
    }) => {
      const leads = await interceptLeads(page);
      const alerts = recordAlerts(page);
      const dialog = await openPopup(page, lang);
      await field(dialog, words.forms.labels.name).fill(visitor.name);
      await dialog.getByRole("button", { name: forms.autoPopup.submitLabel, exact: true }).click();
      await expect.poll(() => alerts).toEqual([words.forms.alerts.missingContact]);
      await expect(dialog).toBeVisible();
      await expect(field(dialog, words.forms.labels.name)).toHaveValue(visitor.name);
      expect(leads.requests).toHaveLength(0);
    });

    test(`in ${lang}: success alerts thanks, clears, closes and downloads the brochure; not shown again`, async ({
      page,
    }) => {
      const home = localePath(lang, "/");
      const leads = await interceptLeads(page, { hold: true });
      const alerts = recordAlerts(page);
      const dialog = await openPopup(page, lang);
      await fillContact(dialog, contactLabels(lang));
      await dialog.getByRole("button", { name: forms.autoPopup.submitLabel, exact: true }).click();
      await expect(
        dialog.getByRole("button", { name: words.forms.pending.submitting, exact: true }),
      ).toBeDisabled();
      await expect.poll(() => leads.requests.length).toBe(1);
      expectLead(leads.requests[0]!.postDataJSON(), lang, home, {
        subject: "Auto popup",
        fields: { message: "auto popup", redirect: "" },
      });
      const download = page.waitForEvent("download");
      leads.release();
      expect((await download).suggestedFilename()).toBe(brochure.fileName);
      expect(alerts).toEqual([words.forms.alerts.brochureDownloading]);
      await expect(dialog).toBeHidden();
      // Cleared while closed: read the hidden form.
      const closedName = page.locator(
        `form[aria-label="${words.autoPopup.title}"] input[name="name"]`,
      );
      await expect(closedName).toHaveValue("");
      await page.reload();
      // The popup's timer starts once the page has hydrated.
      await waitForHydration(page);
      await page.clock.runFor(AUTO_POPUP_DELAY_MS * 3);
      await expect(popup(page, lang)).toBeHidden();
    });
  }
});
