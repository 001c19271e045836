import type { Page } from "@playwright/test";

type Shifts = { __cls: number; __since: number };

/**
 * Sums, in the page, the layout shifts the visitor did not cause (what CLS counts), from load or
 * from the last `restart()`. Call before `page.goto`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Shifts;
    w.__cls = 0;
    w.__since = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
      }[]) {
        if (!entry.hadRecentInput && entry.startTime >= w.__since) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return {
    restart: () =>
      page.evaluate(() => {
        const w = window as unknown as Shifts;
        w.__since = performance.now();
        w.__cls = 0;
      }),
    total: () => page.evaluate(() => (window as unknown as Shifts).__cls),
  };
}
