import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./bundle";
import { FONTS_LATER_ATTRIBUTE } from "./fonts-after-paint";

type Entry = { name: string };

/** Runs the bundled script, as inlined, against a fake page whose <html> has the attribute. */
function simulate() {
  const attributes = new Set([FONTS_LATER_ATTRIBUTE]);
  const loads: (() => void)[] = [];
  let report: ((list: { getEntriesByName: (name: string) => Entry[] }) => void) | null = null;
  let observed: unknown = null;
  class FakeObserver {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(options: unknown) {
      observed = options;
    }
  }
  const context = {
    document: { documentElement: { removeAttribute: (name: string) => attributes.delete(name) } },
    PerformanceObserver: FakeObserver,
    addEventListener: (name: string, fn: () => void) => name === "load" && loads.push(fn),
  };
  runInNewContext(inlineScript("fonts-after-paint"), context);
  return {
    observed: () => observed,
    held: () => attributes.has(FONTS_LATER_ATTRIBUTE),
    paint: (...names: string[]) =>
      report?.({
        getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({ name: n })),
      }),
    load: () => loads.forEach((fn) => fn()),
  };
}

describe("the fonts-after-paint script", () => {
  it("holds the web fonts back until the first contentful paint, one reported before it ran included", () => {
    const page = simulate();
    expect(page.observed()).toEqual({ type: "paint", buffered: true });
    expect(page.held()).toBe(true);
    // A first paint of the background alone is not the page's text.
    page.paint("first-paint");
    expect(page.held()).toBe(true);
    page.paint("first-contentful-paint");
    expect(page.held()).toBe(false);
  });

  it("holds them past the load event, which a busy phone can reach before it paints", () => {
    const page = simulate();
    page.load();
    expect(page.held()).toBe(true);
    page.paint("first-contentful-paint");
    expect(page.held()).toBe(false);
  });
});
