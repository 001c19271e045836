// The brochure popup that opens by itself once per session, in both languages, and when it opens.
import { AUTO_POPUP_DELAY_MS } from "../lib/content/leads";
import { brochure } from "../lib/content/project";
import { LANGS } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { recordLayoutShifts } from "./support/layout-shift";
import { expect, test, waitForHydration } from "./support/site";
import { contactLabels, fillContact, interceptLeads, sendHeld, watchPage } from "./support/leads";
import { autoPopup as popup, loadPaused, openAutoPopup } from "./support/popups";

test.use({ autoPopup: true });

test.describe("auto popup", () => {
  test("at 768 px (md) a modal 3000 ms after load, not before, moving nothing behind it; closed by the backdrop, not shown again in the session", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    // Layout shifts the visitor did not cause count against the page (CLS), even under a backdrop.
    const shifts = await recordLayoutShifts(page);
    await loadPaused(page);
    // The rest of the page is laid out after the first screen, a part a frame: frames run on the clock.
    const layingOut = 1000;
    await page.clock.runFor(layingOut);
    await expect(page.locator("html")).toHaveAttribute("data-loaded");
    await page.evaluate(() =>
      document.getElementById("prices")?.scrollIntoView({ behavior: "instant" }),
    );
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(300);
    await shifts.restart();

    await page.clock.runFor(AUTO_POPUP_DELAY_MS - layingOut - 1);
    await expect(popup(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(popup(page)).toBeVisible();
    expect(await popup(page).evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    await page.waitForTimeout(500);
    expect(await shifts.total()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Esc closes it too (consent.spec.ts closes it so).
    await page.mouse.click(5, 5);
    await expect(popup(page)).toBeHidden();
    await page.reload();
    // The popup's timer starts once the page has hydrated.
    await waitForHydration(page);
    await page.clock.runFor(AUTO_POPUP_DELAY_MS * 3);
    await expect(popup(page)).toBeHidden();
  });

  for (const lang of LANGS) {
    const words = uiWords[lang];

    test(`in ${lang}: a lead from it alerts thanks, clears and closes it and downloads the brochure; it is not shown again`, async ({
      page,
    }) => {
      const leads = await interceptLeads(page, undefined, { hold: true });
      const { alerts } = watchPage(page);
      const dialog = await openAutoPopup(page, lang);
      // Its refusals are the brochure form's (form-dialogs.spec.ts, blank-fields.spec.ts).
      await fillContact(dialog, contactLabels(lang));
      await sendHeld(dialog, "autoPopup", lang, leads, {
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

// Real time: a fake clock hides the navigation timing the popup counts from. It is due 3 s after the
// load event, or at hydration if that came later (a busy machine), never 3 s after hydration.
test("the auto popup opens 3000 ms after the load event, or as soon as the page can open it", async ({
  page,
}) => {
  const SLACK_MS = 1000; // rendering the popup on a busy machine takes a while
  const BUSY_AFTER_LOAD_MS = 1500; // a long task in a load listener, as on a busy phone
  await page.addInitScript((busyMs) => {
    addEventListener("load", () => {
      const end = performance.now() + busyMs;
      while (performance.now() < end);
    });
    // When the popup opened and when the page said it was ready, as first seen.
    const seen: { openedAt?: number; readyAt?: number } = {};
    Object.assign(window, { popupSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector("dialog[open]")) seen.openedAt ??= performance.now();
      if (document.documentElement.hasAttribute("data-ready")) seen.readyAt ??= performance.now();
    }).observe(document, {
      subtree: true,
      childList: true,
      attributeFilter: ["open", "data-ready"],
    });
  }, BUSY_AFTER_LOAD_MS);
  await page.goto("/");
  await expect(page.getByRole("dialog", { name: uiWords.en.autoPopup.title })).toBeVisible({
    timeout: 10_000,
  });
  await waitForHydration(page);
  const { openedAt, readyAt, loadAt } = await page.evaluate(() => ({
    openedAt: Number.NaN,
    readyAt: Number.NaN,
    ...(window as unknown as { popupSeen: object }).popupSeen,
    loadAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .loadEventStart,
  }));
  expect(openedAt - loadAt).toBeGreaterThanOrEqual(AUTO_POPUP_DELAY_MS - 5);
  expect(openedAt).toBeLessThanOrEqual(Math.max(loadAt + AUTO_POPUP_DELAY_MS, readyAt) + SLACK_MS);
});
