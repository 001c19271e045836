/** Reads what the page handed to gtag(): the dataLayer entries, as arrays. */
import type { Page } from "@playwright/test";

export type DataLayerEntry = unknown[];

export function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map(
      (entry) => Array.from(entry as ArrayLike<unknown>) as DataLayerEntry,
    ),
  );
}

/** The parameters of every `gtag('event', 'conversion', …)` so far. */
export async function conversions(page: Page): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page))
    .filter((entry) => entry[0] === "event" && entry[1] === "conversion")
    .map((entry) => entry[2] as Record<string, unknown>);
}

/** Everything the page's origin keeps in the browser (web storage and cookies), as one string to search. */
export async function keptInBrowser(page: Page): Promise<string> {
  return JSON.stringify([
    await page.evaluate(() => [{ ...sessionStorage }, { ...localStorage }, document.cookie]),
    await page.context().cookies(),
  ]);
}
