import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./bundle";
import { HYDRATION_FALLBACK_MS, LOADER_ATTRIBUTE } from "./hydration-loader";

type Inserted = {
  src: string;
  async?: boolean;
  inserted: boolean;
  hasAttribute: (n: string) => boolean;
};

/** Runs the bundled loader, as inlined, against a fake document; reports when the scripts were appended. */
function simulate(options: { readyState: string; visibility?: string; paintTiming?: boolean }) {
  const appended: string[] = [];
  const inOrder: boolean[] = [];
  const markedAfter: boolean[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  let paintCallback: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? [] : ["paint"];
    constructor(cb: typeof paintCallback) {
      paintCallback = cb;
    }
    observe() {}
    disconnect() {}
  }
  const list = JSON.stringify(["/a.js", "/b.js"]);
  const context = {
    window: { PerformanceObserver: FakeObserver },
    document: {
      readyState: options.readyState,
      hidden: options.visibility === "hidden",
      currentScript: { getAttribute: (name: string) => (name === LOADER_ATTRIBUTE ? list : null) },
      createElement: () => {
        const attributes = new Set<string>();
        const element = {
          inserted: false,
          setAttribute: (name: string) => {
            attributes.add(name);
            // Only after insertion: an async attribute there at insertion runs the script out of order.
            if (name === "async") markedAfter.push(element.inserted);
          },
          hasAttribute: (name: string) => attributes.has(name),
        };
        return element;
      },
      head: {
        append: (el: Inserted) => {
          el.inserted = true;
          appended.push(el.src);
          inOrder.push(el.async === false && !el.hasAttribute("async"));
        },
      },
    },
    addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  runInNewContext(inlineScript("hydration-loader"), context);
  const runTimers = (ms: number) =>
    timers.splice(0).forEach((t) => (t.ms <= ms ? t.fn() : timers.push(t)));
  return {
    appended,
    inOrder,
    markedAfter,
    fire: (name: string) => listeners[name]?.(),
    paint: () => paintCallback?.({ getEntriesByName: () => [{}] }),
    frame: () => frames.splice(0).forEach((fn) => fn()),
    runTimers,
  };
}

describe("the hydration loader", () => {
  it("waits for the first contentful paint, not for load", () => {
    const page = simulate({ readyState: "loading" });
    page.fire("DOMContentLoaded");
    page.runTimers(0);
    page.frame();
    expect(page.appended).toEqual([]);
    // Straight from the paint observer, with no timer (a paused or throttled clock cannot hold it).
    page.paint();
    expect(page.appended).toEqual(["/a.js", "/b.js"]);
    // async=false: downloaded in parallel, run in list order (the payload before the chunks).
    expect(page.inOrder).toEqual([true, true]);
    // Then async to React DOM's eye, so it finds the chunks it would otherwise load a second time.
    expect(page.markedAfter).toEqual([true, true]);
  });

  it("falls back to two animation frames without Paint Timing", () => {
    const page = simulate({ readyState: "complete", paintTiming: false });
    page.frame();
    expect(page.appended).toEqual([]);
    page.frame();
    expect(page.appended).toEqual(["/a.js", "/b.js"]);
  });

  it("loads at once in a hidden tab", () => {
    const page = simulate({ readyState: "complete", visibility: "hidden" });
    expect(page.appended).toEqual(["/a.js", "/b.js"]);
  });

  it("does not wait beyond the fallback for a paint that never comes, and loads once", () => {
    const page = simulate({ readyState: "loading" });
    page.fire("DOMContentLoaded");
    page.runTimers(HYDRATION_FALLBACK_MS - 1);
    expect(page.appended).toEqual([]);
    page.runTimers(HYDRATION_FALLBACK_MS);
    expect(page.appended).toEqual(["/a.js", "/b.js"]);
    page.paint();
    expect(page.appended).toHaveLength(2);
  });
});
