/**
 * Until the page's first contentful paint, styles/site.css starts each Latin stack at its sized
 * fallback, so no web font is asked for before that paint: the first screen's bytes do not share
 * the link with the fonts, and the text draws in the fallback, which the swap does not move. At
 * that paint this takes the attribute off and the fonts swap in. Inlined first in the body by
 * components/layout/fonts-after-paint.tsx, bundled by lib/inline/bundle.ts. Without scripts the
 * attribute stays on, and the rule does not apply.
 */

/** On <html> from the server; styles/site.css holds the Latin web fonts back while it is there. */
export const FONTS_LATER_ATTRIBUTE = "data-fonts-later";

/** @public The inline script's body (lib/inline/bundle.ts calls it). */
export function main(): void {
  // Not at the load event as well: a busy phone can load the page before it first paints. Every
  // browser that applies the rule (it reads `scripting`) reports the paint; a page opened out of
  // sight reports it once shown. A page reports one, so nothing more comes to disconnect from.
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length)
      document.documentElement.removeAttribute(FONTS_LATER_ATTRIBUTE);
  }).observe({ type: "paint", buffered: true });
}
