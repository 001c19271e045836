import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./bundle";
import { HYDRATION_FALLBACK_MS, LOADER_ATTRIBUTE } from "./hydration-loader";

type Inserted = { src: string; async: boolean };

/** Runs the bundled loader, as inlined, against a fake document; reports what it fetched and appended. */
function simulate(options: { visibility?: string }) {
  const fetched: { url: string; priority?: string }[] = [];
  const appended: Inserted[] = [];
  const self: { __next_f?: unknown[] } = {};
  const timers: { fn: () => void; ms: number }[] = [];
  let respond: (rows: unknown[]) => void = () => {};
  type Entries = { getEntriesByName: (n: string) => unknown[] };
  let paint = () => {};
  class FakeObserver {
    constructor(cb: (list: Entries, observer: FakeObserver) => void) {
      paint = () => cb({ getEntriesByName: () => [{}] }, this);
    }
    observe() {}
    disconnect() {
      paint = () => {};
    }
  }
  const list = JSON.stringify(["/p.json", "/a.js", "/b.js"]);
  const context = {
    self,
    PerformanceObserver: FakeObserver,
    fetch: (url: string, init?: { priority?: string }) => {
      fetched.push({ url, priority: init?.priority });
      return new Promise((resolve) => {
        respond = (rows) => resolve({ json: () => Promise.resolve(rows) });
      });
    },
    document: {
      hidden: options.visibility === "hidden",
      currentScript: { getAttribute: (name: string) => (name === LOADER_ATTRIBUTE ? list : null) },
      createElement: () => ({}),
      head: {
        append: (element: Inserted) => {
          // Next's client reads the queue as its chunks run: every row must be in it by then.
          expect(self.__next_f).toEqual([[0], [1, "row"]]);
          appended.push({ src: element.src, async: element.async });
        },
      },
    },
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  };
  runInNewContext(inlineScript("hydration-loader"), context);
  const runTimers = (ms: number) =>
    timers.splice(0).forEach((t) => (t.ms <= ms ? t.fn() : timers.push(t)));
  return {
    fetched,
    appended: () => appended.map((element) => element.src),
    scripts: appended,
    /** The payload arrives; its rows are pushed and the chunks appended a few microtasks later. */
    arrive: async () => {
      respond([[0], [1, "row"]]);
      await new Promise((resolve) => setImmediate(resolve));
    },
    paint: () => paint(),
    runTimers,
  };
}

describe("the hydration loader", () => {
  it("waits for the first contentful paint, not for load", () => {
    const page = simulate({});
    page.runTimers(HYDRATION_FALLBACK_MS - 1);
    expect(page.fetched).toEqual([]);
    // Straight from the paint observer, with no timer (a paused or throttled clock cannot hold it).
    page.paint();
    // At low priority, as an async script would be: the hero image may still be arriving.
    expect(page.fetched).toEqual([{ url: "/p.json", priority: "low" }]);
  });

  it("queues the payload's rows for Next's client, then adds its chunks as async scripts", async () => {
    const page = simulate({});
    page.paint();
    expect(page.appended()).toEqual([]);
    // The fake head checks, at each append, that every row is already queued.
    await page.arrive();
    expect(page.scripts).toEqual([
      { src: "/a.js", async: true },
      { src: "/b.js", async: true },
    ]);
  });

  it("loads at once in a hidden tab", async () => {
    const page = simulate({ visibility: "hidden" });
    expect(page.fetched).toHaveLength(1);
    await page.arrive();
    expect(page.appended()).toEqual(["/a.js", "/b.js"]);
  });

  it("does not wait beyond the fallback for a paint that never comes, and loads once", async () => {
    const page = simulate({});
    page.runTimers(HYDRATION_FALLBACK_MS - 1);
    expect(page.fetched).toEqual([]);
    page.runTimers(HYDRATION_FALLBACK_MS);
    expect(page.fetched).toHaveLength(1);
    page.paint();
    await page.arrive();
    expect(page.fetched).toHaveLength(1);
    expect(page.appended()).toEqual(["/a.js", "/b.js"]);
  });
});
