/** Set on <html> once the first screen is complete (or the page has loaded); until then styles/globals.css lays out only the sections near the viewport. */
const LOADED_ATTRIBUTE = "data-loaded";

/**
 * Until the first screen is complete (its web fonts in, its high-priority image painted: the
 * browser's largest-contentful-paint entry for it, or its load where there is no such entry), the
 * browser skips the style and layout of home sections far below the fold (content-visibility): a
 * slow phone paints the first screen without laying out the whole page. Two frames later the
 * whole page is laid out once, in its final fonts; from then on find-in-page, printing and
 * full-page captures see it all. The load event is the fallback.
 */
export function LayOutAfterLoad() {
  // The fonts join document.fonts only once styles are computed, so listen rather than list them.
  const script = `(function(){var n=2,s=function(){document.documentElement.setAttribute("${LOADED_ATTRIBUTE}","")},d=function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(s)})})},o=function(){if(--n===0)d()},f=document.fonts,i=document.querySelector("img[fetchpriority=high]"),one=function(t,a,b){var c=function(){t.removeEventListener(a,c);t.removeEventListener(b,c);o()};t.addEventListener(a,c);t.addEventListener(b,c)};one(f,"loadingdone","loadingerror");if(!i)o();else if((PerformanceObserver.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0){var p=new PerformanceObserver(function(l){if(l.getEntries().some(function(e){return e.element===i})){p.disconnect();o()}});p.observe({type:"largest-contentful-paint",buffered:true});i.addEventListener("error",function(){p.disconnect();o()})}else if(i.complete)o();else one(i,"load","error");addEventListener("load",d)})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
