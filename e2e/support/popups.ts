/** The two popups as a visitor meets them: the auto popup on a paused clock, the enquiry popup from the quick-contact bar. */
import { expect, type Page } from "@playwright/test";
import { AUTO_POPUP_DELAY_MS } from "../../lib/content/leads";
import { localePath, type Lang } from "../../lib/i18n/lang";
import { uiWords } from "../../lib/i18n/ui";
import { quickContactBar, waitForHydration } from "./site";

export const autoPopup = (page: Page, lang: Lang = "en") =>
  page.getByRole("dialog", { name: uiWords[lang].autoPopup.title, exact: true });

/** Loads the home page on a paused fake clock and waits for hydration, when the auto popup's timer starts. */
export async function loadPaused(page: Page, lang: Lang = "en") {
  await page.clock.install({ time: new Date("2030-04-01T10:00:00+05:30") });
  await page.clock.pauseAt(new Date("2030-04-01T10:00:01+05:30"));
  await page.goto(localePath(lang, "/"));
  await waitForHydration(page);
}

/** loadPaused, then `beforeOpen`, then lets the auto popup's delay pass. */
export async function openAutoPopup(
  page: Page,
  lang: Lang = "en",
  beforeOpen?: () => Promise<unknown>,
) {
  await loadPaused(page, lang);
  await beforeOpen?.();
  await page.clock.runFor(AUTO_POPUP_DELAY_MS);
  await expect(autoPopup(page, lang)).toBeVisible();
  return autoPopup(page, lang);
}

/** Opens the enquiry popup from the floating quick-contact bar, as a visitor does. */
export async function openEnquiryPopup(page: Page, lang: Lang = "en") {
  const words = uiWords[lang];
  await quickContactBar(page, lang)
    .getByRole("button", { name: words.interface.quickContact.enquiry, exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: words.dialogs.enquiry.title, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}
