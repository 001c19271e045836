/**
 * Until the first screen is complete (its web fonts in, its high-priority image painted: the
 * browser's largest-contentful-paint entry for it, or its load where there is no such entry), the
 * browser skips the style and layout of home sections far below the fold (content-visibility): a
 * slow phone paints the first screen without laying out the whole page. Two frames later the
 * sections are laid out for good in their final fonts, one a frame, so no single task lays out the
 * whole page; from then on find-in-page, printing and full-page captures see it all. The load
 * event is the fallback. Inlined by components/layout/lay-out-after-load.tsx, bundled by
 * lib/inline/bundle.ts.
 */

/** Set on each section below the first once it is laid out for good; styles/site.css reads it. */
export const SHOWN_ATTRIBUTE = "data-shown";
/** Set on <html> once every section is laid out. */
export const LOADED_ATTRIBUTE = "data-loaded";
/** The sections styles/site.css leaves out of layout until then. */
const DEFERRED_SECTIONS = "main>section~section";

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
  // One section a frame: each frame's style and layout covers that section alone.
  const showNext = () => {
    const section = document.querySelector(`${DEFERRED_SECTIONS}:not([${SHOWN_ATTRIBUTE}])`);
    if (!section) return document.documentElement.setAttribute(LOADED_ATTRIBUTE, "");
    section.setAttribute(SHOWN_ATTRIBUTE, "");
    requestAnimationFrame(showNext);
  };
  let started = false;
  // Two frames, then a task: the first section lands after the first screen is painted.
  const layOut = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(showNext)));
  };
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
