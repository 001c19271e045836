/** Set on <html> once the web fonts are in (or the page has loaded); until then app/globals.css lays out only the sections near the viewport. */
const LOADED_ATTRIBUTE = "data-loaded";

/**
 * Until the web fonts have arrived, the browser skips the style and layout of home sections far
 * below the fold (content-visibility): a slow phone paints the first screen without laying out the
 * whole page, and lays the whole page out once, in its final fonts, instead of twice. From then on
 * every section is laid out, so find-in-page, printing and full-page captures see the whole page.
 */
export function LayOutAfterLoad() {
  // The fonts join document.fonts only once styles are computed, so listen rather than list them.
  const script = `(function(){var d=function(){document.documentElement.setAttribute("${LOADED_ATTRIBUTE}","")};document.fonts.addEventListener("loadingdone",d);document.fonts.addEventListener("loadingerror",d);addEventListener("load",d)})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
