/**
 * Until the first screen is complete (its web fonts in, its high-priority image painted: the
 * browser's largest-contentful-paint entry for it, or its load where there is no such entry), the
 * browser skips the style and layout of home sections far below the fold (content-visibility): a
 * slow phone paints the first screen without laying out the whole page. Two frames later they are
 * laid out for good in their final fonts, a frame for each section's shell and one for each of its
 * blocks, so no single task lays out much of the page; from then on find-in-page, printing and
 * full-page captures see it all. The load event is the fallback. It also lets the Latin web fonts
 * load at the first paint (fonts-after-paint.ts). Inlined by
 * components/layout/lay-out-after-load.tsx, bundled by lib/inline/bundle.ts.
 */
import { releaseFontsAtFirstPaint } from "./fonts-after-paint";

/** Set on each section below the first, and on each of its blocks, once laid out (site.css). */
export const SHOWN_ATTRIBUTE = "data-shown";
/** Set on <html> once every section is laid out. */
export const LOADED_ATTRIBUTE = "data-loaded";
/** What styles/site.css leaves out of layout until its turn: the sections below the first, then
 * each one's blocks (heading, columns, lists). A section comes before its blocks in page order. */
const SECTIONS = "main>section~section";
const NOT_SHOWN = `:not([${SHOWN_ATTRIBUTE}])`;
export const NEXT_TO_SHOW = `${SECTIONS}${NOT_SHOWN},${SECTIONS}>.container-site>div>${NOT_SHOWN}`;

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
  releaseFontsAtFirstPaint();
  // One short name for the three calls: the inlined script's characters are budgeted.
  const nextFrame = requestAnimationFrame;
  // A section's frame, then one a block: each frame's style and layout covers that part alone (a
  // whole section, in Hindi, was a task of over 100 ms on a slow phone).
  const showNext = () => {
    const next = document.querySelector(NEXT_TO_SHOW);
    if (!next) return document.documentElement.setAttribute(LOADED_ATTRIBUTE, "");
    next.setAttribute(SHOWN_ATTRIBUTE, "");
    nextFrame(showNext);
  };
  let started = false;
  // Two frames, then a task: the first section lands after the first screen is painted.
  const layOut = () => {
    if (started) return;
    started = true;
    nextFrame(() => nextFrame(() => setTimeout(showNext)));
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
