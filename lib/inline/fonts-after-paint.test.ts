import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./bundle";
import { FONTS_LATER_ATTRIBUTE } from "./fonts-after-paint";

type Entry = { name: string };
type Report = (list: { getEntriesByName: (name: string) => Entry[] }) => void;

/** Runs the inline script that ships it against a fake page whose <html> has the attribute. */
function simulate() {
  const attributes = new Set([FONTS_LATER_ATTRIBUTE]);
  const loads: (() => void)[] = [];
  const observers: { report: Report; options: unknown }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private report: Report) {}
    observe(options: unknown) {
      observers.push({ report: this.report, options });
    }
  }
  const ignore = { addEventListener() {}, removeEventListener() {} };
  const context = {
    document: {
      fonts: ignore,
      documentElement: {
        removeAttribute: (name: string) => attributes.delete(name),
        setAttribute() {},
      },
      querySelector: () => null,
    },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame() {},
    setTimeout() {},
    addEventListener: (name: string, fn: () => void) => name === "load" && loads.push(fn),
  };
  runInNewContext(inlineScript("lay-out-after-load"), context);
  const paints = observers.filter(({ options }) => (options as { type: string }).type === "paint");
  return {
    observed: () => paints.map(({ options }) => options),
    held: () => attributes.has(FONTS_LATER_ATTRIBUTE),
    paint: (...names: string[]) =>
      paints.forEach(({ report }) =>
        report({
          getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({ name: n })),
        }),
      ),
    load: () => loads.forEach((fn) => fn()),
  };
}

describe("the web fonts after the first paint", () => {
  it("are held back until the first contentful paint, one reported before the script ran included", () => {
    const page = simulate();
    expect(page.observed()).toEqual([{ type: "paint", buffered: true }]);
    expect(page.held()).toBe(true);
    // A first paint of the background alone is not the page's text.
    page.paint("first-paint");
    expect(page.held()).toBe(true);
    page.paint("first-contentful-paint");
    expect(page.held()).toBe(false);
  });

  it("are held past the load event, which a busy phone can reach before it paints", () => {
    const page = simulate();
    page.load();
    expect(page.held()).toBe(true);
    page.paint("first-contentful-paint");
    expect(page.held()).toBe(false);
  });
});
