import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  deferHydration,
  HYDRATION_FALLBACK_MS,
  loaderScript,
  PAYLOAD_DIR,
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
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null]\\n"])</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  it("moves the RSC payload and every async chunk behind one loader at the end of the body", () => {
    const { html, chunks, payload, changed } = deferHydration(page);
    expect(changed).toBe(true);
    expect(chunks).toEqual([
      "/_next/static/chunks/framework.js",
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/runtime.js",
    ]);
    expect(payload?.src).toMatch(new RegExp(`^${PAYLOAD_DIR}/[0-9a-f]{20}\\.js$`));
    // The payload runs first, then the chunks, in their order.
    expect(html).toContain(`${loaderScript([payload?.src ?? "", ...chunks])}</body>`);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/\w+\.js" async/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain("self.__next_f");
    // The stylesheet, the legacy polyfills and the content stay where they were.
    expect(html).toContain('href="/_next/static/chunks/a.css"');
    expect(html).toContain('polyfills.js" noModule=""');
    expect(html).toContain("<h1>Nirala Gateway</h1>");
    expect(unrecognisedChunkTags(html)).toEqual([]);
  });

  it("moves the payload byte for byte: run, it pushes what the inline scripts pushed, in order", () => {
    const { payload } = deferHydration(page);
    const self: { __next_f?: unknown[] } = {};
    runInNewContext(payload?.script ?? "", { self });
    expect(self.__next_f).toEqual([[0], [1, '0:{"P":null}\n'], [1, '1:["$","h1",null]\n']]);
  });

  it("names the payload file by its content, so a CDN may cache it for good", () => {
    const first = deferHydration(page).payload?.src;
    expect(deferHydration(page).payload?.src).toBe(first);
    const edited = page.replace(":null}", ":1}");
    expect(deferHydration(edited).payload?.src).not.toBe(first);
  });

  it("leaves pages without chunks alone and does not run twice", () => {
    const plain = "<html><body><p>Hi</p></body></html>";
    const unchanged = { chunks: [], payload: null, changed: false };
    expect(deferHydration(plain)).toEqual({ html: plain, ...unchanged });
    const once = deferHydration(page).html;
    expect(deferHydration(once)).toEqual({ html: once, ...unchanged });
  });

  it("names chunk tags and payload scripts in a form it does not know", () => {
    expect(
      unrecognisedChunkTags('<script defer src="/_next/static/chunks/x.js"></script>'),
    ).toHaveLength(1);
    expect(
      unrecognisedChunkTags('<script nonce="n">self.__next_f.push([1,"x"])</script>'),
    ).toHaveLength(1);
  });
});

/** Runs the loader against a fake document and reports when the chunks were appended. */
function simulate(options: { readyState: string; visibility?: string; paintTiming?: boolean }) {
  const appended: string[] = [];
  const inOrder: boolean[] = [];
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
      head: {
        appendChild: (el: { src: string; async?: boolean }) => {
          appended.push(el.src);
          inOrder.push(el.async === false);
        },
      },
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
    inOrder,
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
    // async=false: downloaded in parallel, run in list order (the payload before the chunks).
    expect(page.inOrder).toEqual([true, true]);
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
