import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./bundle";
import { LOADED_ATTRIBUTE, NEXT_TO_SHOW, SHOWN_ATTRIBUTE } from "./lay-out-after-load";

type Listener = () => void;

/** A fake event target: `fire` calls the listeners an event has now. */
function target<T extends object>(extra: T) {
  const listeners = new Map<string, Set<Listener>>();
  return Object.assign(extra, {
    addEventListener: (name: string, fn: Listener) =>
      listeners.set(name, (listeners.get(name) ?? new Set()).add(fn)),
    removeEventListener: (name: string, fn: Listener) => listeners.get(name)?.delete(fn),
    fire: (name: string) => [...(listeners.get(name) ?? [])].forEach((fn) => fn()),
  });
}

type FakeElement = { own: Map<string, string>; children: FakeElement[] };

/** An element of the fake page: its attributes, and its blocks. */
function element(children: FakeElement[] = []) {
  const own = new Map<string, string>();
  return { own, children, setAttribute: (name: string, value: string) => own.set(name, value) };
}

/** Runs the bundled script, as inlined, against a fake page; the hero image and LCP support as given. */
function simulate(options: {
  heroImage: boolean;
  lcp?: boolean;
  complete?: boolean;
  /** How many blocks each section has; by default three sections without any. */
  sections?: number[];
}) {
  const attributes = new Map<string, string>();
  const sections = (options.sections ?? [0, 0, 0]).map((blocks) =>
    element(Array.from({ length: blocks }, () => element())),
  );
  const shown = (node: { own: Map<string, string> }) => node.own.get(SHOWN_ATTRIBUTE) === "";
  /** Sections and blocks in page order, as the next-to-show selector finds them. */
  const inOrder = sections.flatMap((section) => [section, ...section.children]);
  const frames: Listener[] = [];
  const tasks: Listener[] = [];
  const fonts = target({});
  const image = options.heroImage ? target({ complete: options.complete ?? false }) : null;
  const win = target({});
  let lcp: ((list: { getEntries: () => { element: unknown }[] }) => void) | null = null;
  let disconnected = false;
  class FakeObserver {
    static supportedEntryTypes =
      options.lcp === false ? ["paint"] : ["paint", "largest-contentful-paint"];
    constructor(cb: typeof lcp) {
      lcp = cb;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  const context = {
    document: {
      fonts,
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
      querySelector: (selector: string) =>
        selector === "img[fetchpriority=high]"
          ? image
          : selector === NEXT_TO_SHOW
            ? (inOrder.find((node) => !shown(node)) ?? null)
            : null,
    },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (fn: Listener) => frames.push(fn),
    setTimeout: (fn: Listener) => tasks.push(fn),
    addEventListener: win.addEventListener,
  };
  runInNewContext(inlineScript("lay-out-after-load"), context);
  /** Runs the frames now due, one frame's callbacks. */
  const runFrame = () => frames.splice(0).forEach((fn) => fn());
  /** Two frames and a task: when the first section is shown once the page is ready. */
  const start = () => {
    runFrame();
    runFrame();
    tasks.splice(0).forEach((fn) => fn());
  };
  return {
    fonts,
    image,
    win,
    loaded: () => attributes.get(LOADED_ATTRIBUTE) === "",
    /** How many sections are laid out for good. */
    shown: () => sections.filter(shown).length,
    /** How many blocks of each section are laid out for good. */
    blocksShown: () => sections.map((section) => section.children.filter(shown).length),
    frame: runFrame,
    largestPaint: (element: unknown) => lcp?.({ getEntries: () => [{ element }] }),
    disconnected: () => disconnected,
    /** Two frames and a task, then a frame each: all shown once the page is ready. */
    settle() {
      start();
      for (let frame = 0; frame < inOrder.length; frame++) runFrame();
    },
    start,
  };
}

describe("the lay-out-after-load script", () => {
  it("without a hero image, marks the page once the fonts are in, two frames later", () => {
    const page = simulate({ heroImage: false });
    page.settle();
    expect(page.loaded()).toBe(false);
    page.fonts.fire("loadingdone");
    expect(page.loaded()).toBe(false);
    page.settle();
    expect(page.loaded()).toBe(true);
  });

  it("waits for the hero image's largest-contentful-paint entry as well as the fonts", () => {
    const page = simulate({ heroImage: true });
    page.fonts.fire("loadingerror");
    page.largestPaint({});
    page.settle();
    expect(page.loaded()).toBe(false);
    page.largestPaint(page.image);
    expect(page.disconnected()).toBe(true);
    page.settle();
    expect(page.loaded()).toBe(true);
  });

  it("counts a hero image that fails as done", () => {
    const page = simulate({ heroImage: true });
    page.image?.fire("error");
    page.fonts.fire("loadingdone");
    page.settle();
    expect(page.loaded()).toBe(true);
  });

  it("without Largest Contentful Paint, waits for the image's load unless it is complete", () => {
    const waiting = simulate({ heroImage: true, lcp: false });
    waiting.fonts.fire("loadingdone");
    waiting.settle();
    expect(waiting.loaded()).toBe(false);
    waiting.image?.fire("load");
    waiting.settle();
    expect(waiting.loaded()).toBe(true);

    const complete = simulate({ heroImage: true, lcp: false, complete: true });
    complete.fonts.fire("loadingdone");
    complete.settle();
    expect(complete.loaded()).toBe(true);
  });

  it("lays the sections out one a frame, and marks the page once the last is laid out", () => {
    const page = simulate({ heroImage: false });
    page.fonts.fire("loadingdone");
    page.start();
    expect(page.shown()).toBe(1);
    expect(page.loaded()).toBe(false);
    page.frame();
    expect(page.shown()).toBe(2);
    page.frame();
    expect(page.shown()).toBe(3);
    expect(page.loaded()).toBe(false);
    page.frame();
    expect(page.loaded()).toBe(true);
  });

  it("lays each section out in a frame of its own, then each of its blocks", () => {
    const page = simulate({ heroImage: false, sections: [2, 1] });
    page.fonts.fire("loadingdone");
    page.start();
    expect([page.shown(), page.blocksShown()]).toEqual([1, [0, 0]]);
    page.frame();
    expect(page.blocksShown()).toEqual([1, 0]);
    page.frame();
    expect(page.blocksShown()).toEqual([2, 0]);
    page.frame();
    expect([page.shown(), page.blocksShown()]).toEqual([2, [2, 0]]);
    page.frame();
    expect(page.blocksShown()).toEqual([2, 1]);
    expect(page.loaded()).toBe(false);
    page.frame();
    expect(page.loaded()).toBe(true);
  });

  it("lays the page out once, when the load event comes after the first screen", () => {
    const page = simulate({ heroImage: false });
    page.fonts.fire("loadingdone");
    page.win.fire("load");
    page.start();
    expect(page.shown()).toBe(1);
    page.frame();
    expect(page.shown()).toBe(2);
  });

  it("falls back to the load event, whatever the fonts and the image do", () => {
    const page = simulate({ heroImage: true });
    page.win.fire("load");
    page.settle();
    expect(page.loaded()).toBe(true);
  });
});
