import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  deferHydration,
  HYDRATION_FALLBACK_MS,
  loaderScript,
  unrecognisedChunkTags,
} from "./defer-hydration";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><h1>Nirala Gateway</h1>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  it("moves every async chunk into one loader at the end of the body, in order", () => {
    const { html, chunks, changed } = deferHydration(page);
    expect(changed).toBe(true);
    expect(chunks).toEqual([
      "/_next/static/chunks/framework.js",
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/runtime.js",
    ]);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/\w+\.js" async/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain(`${loaderScript(chunks)}</body>`);
    // The inline RSC payload, the stylesheet and the legacy polyfills stay where they were.
    expect(html).toContain("self.__next_f");
    expect(html).toContain('href="/_next/static/chunks/a.css"');
    expect(html).toContain('polyfills.js" noModule=""');
    expect(unrecognisedChunkTags(html)).toEqual([]);
  });

  it("leaves pages without chunks alone and does not run twice", () => {
    const plain = "<html><body><p>Hi</p></body></html>";
    expect(deferHydration(plain)).toEqual({ html: plain, chunks: [], changed: false });
    const once = deferHydration(page).html;
    expect(deferHydration(once)).toEqual({ html: once, chunks: [], changed: false });
  });

  it("names chunk tags in a form it does not know", () => {
    expect(
      unrecognisedChunkTags('<script defer src="/_next/static/chunks/x.js"></script>'),
    ).toHaveLength(1);
  });
});

/** Runs the loader against a fake document and reports when the chunks were appended. */
function simulate(options: { readyState: string; visibility?: string; paintTiming?: boolean }) {
  const appended: string[] = [];
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
  const context = {
    window: { PerformanceObserver: FakeObserver },
    document: {
      readyState: options.readyState,
      visibilityState: options.visibility ?? "visible",
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (el: { src: string }) => appended.push(el.src) },
    },
    addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  const script = loaderScript(["/a.js", "/b.js"]).replace(/^<script[^>]*>|<\/script>$/g, "");
  runInNewContext(script, context);
  const runTimers = (ms: number) =>
    timers.splice(0).forEach((t) => (t.ms <= ms ? t.fn() : timers.push(t)));
  return {
    appended,
    fire: (name: string) => listeners[name]?.(),
    paint: () => paintCallback?.({ getEntriesByName: () => [{}] }),
    frame: () => frames.splice(0).forEach((fn) => fn()),
    runTimers,
  };
}

describe("the chunk loader", () => {
  it("waits for the first contentful paint, not for load", () => {
    const page = simulate({ readyState: "loading" });
    page.fire("DOMContentLoaded");
    page.runTimers(0);
    page.frame();
    expect(page.appended).toEqual([]);
    // Straight from the paint observer, with no timer (a paused or throttled clock cannot hold it).
    page.paint();
    expect(page.appended).toEqual(["/a.js", "/b.js"]);
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

  it("does not wait beyond the fallback for a paint that never comes", () => {
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
