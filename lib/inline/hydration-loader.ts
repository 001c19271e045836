/**
 * The hydration deferral's inline loader (scripts/lib/defer-hydration.ts puts it at the end of the
 * body, bundled by lib/inline/bundle.ts): once the first contentful paint is on screen (Paint
 * Timing, in every browser Next builds for), the RSC payload, then Next's chunks. The payload is
 * data, the JSON list of rows Next's inline scripts pushed: its rows are in `self.__next_f` before
 * any chunk runs, as Next's client closes that queue once it starts. No timer on the main path:
 * the observer's callback already runs after the paint; the fallback only for a paint that never
 * comes. Each chunk is preloaded, then run once the visitor has paused: evaluating one (React
 * DOM's takes half a second on a slow phone) would hold a tap or key that lands in it, while the
 * page already works without it.
 */

/** Upper bound on the wait for the first paint (ms after the loader runs, at the end of the body). */
export const HYDRATION_FALLBACK_MS = 2500;

/** How long after the visitor's last tap or key a chunk waits before it runs (ms). */
export const INPUT_PAUSE_MS = 1000;
/** How often a waiting chunk looks again (ms). */
const RECHECK_MS = 100;

/** The loader's attribute: the payload's URL then the chunks', a JSON list; it also marks a page done. */
export const LOADER_ATTRIBUTE = "data-deferred-chunks";

declare global {
  // Next's queue of RSC payload rows, read by its client once the chunks run.
  var __next_f: unknown[] | undefined;
}

export function loadScripts([payload = "", ...chunks]: readonly string[]): void {
  let started = false;
  // Until this time a chunk waits: the visitor tapped or typed within the last INPUT_PAUSE_MS.
  // Handler properties and Date.now, as the script's characters are budgeted; no other script
  // sets these handlers.
  let pausedUntil = 0;
  onpointerdown = onkeydown = () => (pausedUntil = Date.now() + INPUT_PAUSE_MS);
  const add = (tag: string, props: object) =>
    document.head.append(Object.assign(document.createElement(tag), props));
  // Async, as Next writes them: React DOM adopts `script[async][src]` for the client components'
  // chunks instead of adding a second copy that downloads and runs again.
  const run = (src: string) =>
    Date.now() < pausedUntil
      ? setTimeout(run, RECHECK_MS, src)
      : add("script", { src, async: true });
  const start = () => {
    if (started) return;
    started = true;
    // Without its payload the page stays as served, every form still posting without JavaScript.
    void fetch(payload, { priority: "low" })
      .then((response) => response.json() as Promise<unknown[]>)
      .then((rows) => {
        // The queue itself: the deferred page has no inline script that starts one.
        self.__next_f = rows;
        // Low, as an async script's own request is.
        for (const href of chunks)
          add("link", {
            rel: "preload",
            as: "script",
            href,
            fetchPriority: "low",
            onload: () => run(href),
          });
      });
  };
  // A browser without Paint Timing ignores the type (with a console warning): the fallback loads.
  // A page reports one first contentful paint; `started` makes a later call a no-op.
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint")[0]) start();
  }).observe({ type: "paint", buffered: true });
  // Counted from here, the end of the body: a paint that never comes still ends in hydration. A
  // hidden or prerendering tab paints nothing, so it loads at the next task.
  setTimeout(start, document.hidden ? 0 : HYDRATION_FALLBACK_MS);
}

/** @public The inline script's body (lib/inline/bundle.ts calls it): the list is its own attribute. */
export function main(): void {
  loadScripts(
    JSON.parse(document.currentScript?.getAttribute(LOADER_ATTRIBUTE) ?? "[]") as string[],
  );
}
