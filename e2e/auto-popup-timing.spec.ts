import { expect, test } from "@playwright/test";
import { AUTO_POPUP_DELAY_MS } from "../lib/content/leads";
import { autoPopupCopy } from "../lib/content/form-copy";
import { stubThirdParties } from "./support/site";

declare global {
  interface Window {
    popupOpenedAt?: number;
  }
}

/** Real time, no fake clock: the delay counts from the load event, not from the later hydration. */
test("the auto popup opens 3000 ms after the load event, and no later than 3.5 s", async ({
  page,
}) => {
  await stubThirdParties(page, { autoPopup: true });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (window.popupOpenedAt === undefined && document.querySelector("dialog[open]")) {
        window.popupOpenedAt = performance.now();
      }
    }).observe(document, { subtree: true, childList: true, attributeFilter: ["open"] });
  });
  await page.goto("/");
  await expect(page.getByRole("dialog", { name: autoPopupCopy.title })).toBeVisible({
    timeout: 10_000,
  });
  const { openedAt, loadAt } = await page.evaluate(() => ({
    openedAt: window.popupOpenedAt ?? Number.NaN,
    loadAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .loadEventStart,
  }));
  const afterLoad = openedAt - loadAt;
  expect(afterLoad).toBeGreaterThanOrEqual(AUTO_POPUP_DELAY_MS - 5);
  expect(afterLoad).toBeLessThanOrEqual(3500);
});
