import type { Page } from "@playwright/test";

type Shifts = { __cls: number; __since: number; __shifts: string[] };
type ShiftEntry = {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/**
 * Sums, in the page, the layout shifts the visitor did not cause (what CLS counts), from load or
 * from the last `restart()`. Call before `page.goto`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Shifts;
    w.__cls = 0;
    w.__since = 0;
    w.__shifts = [];
    // What moved, so a failure names it: the element, its class and how far it went.
    const describe = ({ node, previousRect: a, currentRect: b }: ShiftEntry["sources"][number]) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const name = `${element?.tagName.toLowerCase() ?? "?"}.${element?.className.toString().slice(0, 48) ?? ""}`;
      const rect = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      return `${name} (${rect(a)} → ${rect(b)})`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as ShiftEntry[]) {
        if (entry.hadRecentInput || entry.startTime < w.__since) continue;
        w.__cls += entry.value;
        w.__shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms, scrolled ${Math.round(scrollY)} px: ${entry.sources.map(describe).join("; ")}`,
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return {
    restart: () =>
      page.evaluate(() => {
        const w = window as unknown as Shifts;
        w.__since = performance.now();
        w.__cls = 0;
        w.__shifts = [];
      }),
    total: () => page.evaluate(() => (window as unknown as Shifts).__cls),
    /** Each counted shift, a line each: its value, when, and what moved. */
    described: () => page.evaluate(() => (window as unknown as Shifts).__shifts.join("\n")),
  };
}
