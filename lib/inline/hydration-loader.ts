/**
 * The hydration deferral's inline loader (scripts/lib/defer-hydration.ts puts it at the end of the
 * body, bundled by lib/inline/bundle.ts): once the first contentful paint is on screen (Paint
 * Timing, in every browser Next builds for), the RSC payload, then Next's chunks. The payload is
 * data, the JSON list of rows Next's inline scripts pushed: its rows are in `self.__next_f` before
 * any chunk runs, as Next's client closes that queue once it starts. A hidden or prerendering tab
 * paints nothing, so it loads them at once. No timer on the main path: the observer's callback
 * already runs after the paint; the fallback only for a paint that never comes.
 */

/** Upper bound on the wait for the first paint (ms after the loader runs, at the end of the body). */
export const HYDRATION_FALLBACK_MS = 2500;

/** The loader's attribute: the payload's URL then the chunks', a JSON list; it also marks a page done. */
export const LOADER_ATTRIBUTE = "data-deferred-chunks";

declare global {
  // Next's queue of RSC payload rows, read by its client once the chunks run.
  var __next_f: unknown[] | undefined;
}

export function loadScripts([payload = "", ...chunks]: readonly string[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Without its payload the page stays as served, every form still posting without JavaScript.
    void fetch(payload, { priority: "low" })
      .then((response) => response.json() as Promise<unknown[]>)
      .then((rows) => {
        (self.__next_f ??= []).push(...rows);
        // Async, as Next writes them: React DOM adopts `script[async][src]` for the client
        // components' chunks instead of adding a second copy that downloads and runs again.
        for (const src of chunks)
          document.head.append(
            Object.assign(document.createElement("script"), { src, async: true }),
          );
      });
  };
  if (document.hidden) start();
  else {
    // A browser without Paint Timing ignores the type (with a console warning): the fallback loads.
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  }
  // Counted from here, the end of the body: a paint that never comes still ends in hydration.
  setTimeout(start, HYDRATION_FALLBACK_MS);
}

/** @public The inline script's body (lib/inline/bundle.ts calls it): the list is its own attribute. */
export function main(): void {
  loadScripts(
    JSON.parse(document.currentScript?.getAttribute(LOADER_ATTRIBUTE) ?? "[]") as string[],
  );
}
