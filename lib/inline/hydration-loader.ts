/**
 * The hydration deferral's inline loader (scripts/lib/defer-hydration.ts puts it at the end of the
 * body, bundled by lib/inline/bundle.ts): once the first contentful paint is on screen (Paint
 * Timing; two animation frames where that is missing), the RSC payload and Next's chunks. They
 * download in parallel and run in list order (async=false), so the payload is in place before
 * Next's client reads it. A hidden or prerendering tab paints nothing, so it loads them at once.
 * No timer on the main path: the observer's callback already runs after the paint.
 */

/** Upper bound on the wait for the first paint (ms after DOMContentLoaded). */
export const HYDRATION_FALLBACK_MS = 2500;

/** The loader's attribute: the scripts to load, as a JSON list; it also marks a page already done. */
export const LOADER_ATTRIBUTE = "data-deferred-chunks";

export function loadScripts(scripts: readonly string[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = document.createElement("script");
      script.src = src;
      script.async = false;
      document.head.append(script);
      // Marked async once in the ordered list: React DOM adopts `script[async][src]` for the client
      // components' chunks instead of adding a second copy that downloads and runs again.
      script.setAttribute("async", "");
    }
  };
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (document.hidden) start();
  else if (Observer?.supportedEntryTypes?.includes("paint")) {
    const observer = new Observer((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(() => requestAnimationFrame(start));
  const fallback = () => setTimeout(start, HYDRATION_FALLBACK_MS);
  if (document.readyState === "loading")
    addEventListener("DOMContentLoaded", fallback, { once: true });
  else fallback();
}

/** @public The inline script's body (lib/inline/bundle.ts calls it): the list is its own attribute. */
export function main(): void {
  loadScripts(
    JSON.parse(document.currentScript?.getAttribute(LOADER_ATTRIBUTE) ?? "[]") as string[],
  );
}
