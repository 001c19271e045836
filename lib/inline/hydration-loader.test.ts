import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./bundle";
import { HYDRATION_FALLBACK_MS, INPUT_PAUSE_MS, LOADER_ATTRIBUTE } from "./hydration-loader";

type Inserted = { src: string; async: boolean };
type Preload = { rel: string; as: string; href: string; fetchPriority: string; onload: () => void };

/** Runs the bundled loader, as inlined, against a fake document; reports what it fetched and appended. */
function simulate(options: { visibility?: string }) {
  const fetched: { url: string; priority?: string }[] = [];
  const appended: Inserted[] = [];
  const preloads: Preload[] = [];
  let now = 0;
  const self: { __next_f?: unknown[] } = {};
  const timers: { fn: () => void; due: number }[] = [];
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
  const context: Record<string, unknown> = {
    self,
    Date: { now: () => now },
    onpointerdown: null,
    onkeydown: null,
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
        append: (element: Inserted | Preload) => {
          // Next's client reads the queue as its chunks run: every row must be in it by then.
          expect(self.__next_f).toEqual([[0], [1, "row"]]);
          if ("rel" in element) preloads.push(element);
          else appended.push({ src: element.src, async: element.async });
        },
      },
    },
    setTimeout: (fn: (...args: unknown[]) => void, ms: number, ...args: unknown[]) =>
      timers.push({ fn: () => fn(...args), due: now + ms }),
  };
  runInNewContext(inlineScript("hydration-loader"), context);
  // Runs every timer due by `at` (ms from the start), in order, as a browser would.
  const runTimers = (at: number) => {
    for (let next = timers.findIndex((t) => t.due <= at); next >= 0;) {
      timers.splice(next, 1)[0]?.fn();
      next = timers.findIndex((t) => t.due <= at);
    }
  };
  return {
    fetched,
    preloads,
    /** Each preload is in; a chunk that waits looks again on its timer. */
    preloaded: () => preloads.forEach((link) => link.onload()),
    /** The visitor taps or types: the page's own handler. */
    input: (type: "onpointerdown" | "onkeydown") => (context[type] as () => void)(),
    /** The clock moves on, and every timer due by then runs. */
    wait: (ms: number) => {
      const until = now + ms;
      for (; now < until; now += 10) runTimers(now);
    },
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

  it("queues the payload's rows for Next's client, preloads its chunks, then adds them as async scripts", async () => {
    const page = simulate({});
    page.paint();
    expect(page.appended()).toEqual([]);
    // The fake head checks, at each append, that every row is already queued.
    await page.arrive();
    // Low, as the async scripts' own requests are: the hero image may still be arriving.
    expect(
      page.preloads.map(({ rel, as, href, fetchPriority }) => ({ rel, as, href, fetchPriority })),
    ).toEqual([
      { rel: "preload", as: "script", href: "/a.js", fetchPriority: "low" },
      { rel: "preload", as: "script", href: "/b.js", fetchPriority: "low" },
    ]);
    expect(page.appended()).toEqual([]);
    page.preloaded();
    expect(page.scripts).toEqual([
      { src: "/a.js", async: true },
      { src: "/b.js", async: true },
    ]);
  });

  it("runs no chunk while the visitor taps or types, and runs them once they pause", async () => {
    const page = simulate({});
    page.paint();
    await page.arrive();
    page.wait(5000);
    page.input("onpointerdown");
    page.preloaded();
    page.wait(INPUT_PAUSE_MS - 200);
    page.input("onkeydown");
    page.wait(INPUT_PAUSE_MS - 10);
    expect(page.appended()).toEqual([]);
    page.wait(120);
    expect(page.appended()).toEqual(["/a.js", "/b.js"]);
  });

  it("loads at the next task in a hidden tab", async () => {
    const page = simulate({ visibility: "hidden" });
    page.runTimers(0);
    expect(page.fetched).toHaveLength(1);
    await page.arrive();
    page.preloaded();
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
    page.preloaded();
    expect(page.fetched).toHaveLength(1);
    expect(page.appended()).toEqual(["/a.js", "/b.js"]);
  });
});
