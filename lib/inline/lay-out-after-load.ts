/**
 * Until the first screen is complete (its web fonts in, its high-priority image painted: the
 * browser's largest-contentful-paint entry for it, or its load where there is no such entry), the
 * browser skips the style and layout of home sections far below the fold (content-visibility): a
 * slow phone paints the first screen without laying out the whole page. Two frames later the
 * whole page is laid out once, in its final fonts; from then on find-in-page, printing and
 * full-page captures see it all. The load event is the fallback. Inlined by
 * components/layout/lay-out-after-load.tsx, bundled by lib/inline/bundle.ts.
 */

/** Set on <html> once the first screen is complete (or the page has loaded); styles/site.css reads it. */
export const LOADED_ATTRIBUTE = "data-loaded";

/** Calls `then` on the first of two events of a target, and forgets both. */
function once(target: EventTarget, one: string, other: string, then: () => void) {
  const done = () => {
    target.removeEventListener(one, done);
    target.removeEventListener(other, done);
    then();
  };
  target.addEventListener(one, done);
  target.addEventListener(other, done);
}

/** @public The inline script's body (lib/inline/bundle.ts calls it). */
export function main(): void {
  const markLoaded = () => document.documentElement.setAttribute(LOADED_ATTRIBUTE, "");
  // Two frames, then a task: the attribute lands after the first screen is painted.
  const layOut = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markLoaded)));
  let pending = 2;
  const ready = () => {
    if (--pending === 0) layOut();
  };
  // The fonts join document.fonts only once styles are computed, so listen rather than list them.
  once(document.fonts, "loadingdone", "loadingerror", ready);
  const image = document.querySelector<HTMLImageElement>("img[fetchpriority=high]");
  if (!image) ready();
  else if ((PerformanceObserver.supportedEntryTypes || []).includes("largest-contentful-paint")) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === image))
        return;
      observer.disconnect();
      ready();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    image.addEventListener("error", () => {
      observer.disconnect();
      ready();
    });
  } else if (image.complete) ready();
  else once(image, "load", "error", ready);
  addEventListener("load", layOut);
}
