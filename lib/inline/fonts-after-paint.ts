/**
 * Until the page's first contentful paint, styles/site.css starts each Latin stack at its sized
 * fallback, so no web font is asked for before that paint: the first screen's bytes do not share
 * the link with the fonts, and the text draws in the fallback, which the swap does not move. At
 * that paint this takes the attribute off and the fonts swap in. Run by the inline script of
 * lib/inline/lay-out-after-load.ts (one script at the end of the body, fewer bytes than two); a
 * paint that came before it ran counts. Without scripts the attribute stays on, and the rule does
 * not apply.
 */

/** On <html> from the server; styles/site.css holds the Latin web fonts back while it is there. */
export const FONTS_LATER_ATTRIBUTE = "data-fonts-later";

/** Takes the attribute off at the first contentful paint, one reported before this ran included. */
export function releaseFontsAtFirstPaint(): void {
  // Not at the load event as well: a busy phone can load the page before it first paints. Every
  // browser that applies the rule (it reads `scripting`) reports the paint; a page opened out of
  // sight reports it once shown. A page reports one, so nothing more comes to disconnect from.
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length)
      document.documentElement.removeAttribute(FONTS_LATER_ATTRIBUTE);
  }).observe({ type: "paint", buffered: true });
}
