/**
 * Post-build rewrite of the exported HTML: Next puts its client chunks in the <head> as async
 * scripts, so on a phone they share the first seconds of a slow link with the stylesheet, the two
 * preloaded fonts and the hero image, and run before the first paint. We start them instead once
 * the first contentful paint is on screen (or HYDRATION_FALLBACK_MS after DOMContentLoaded if it
 * never comes). The HTML is complete without them: they only make the forms, dialogs, menu and
 * carousels interactive, and those controls carry aria-disabled until then (useHydrated).
 */

/** The async chunk tags `next build` (Turbopack, Next 16) writes into every exported page. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g;
/** Next's low-priority preload of the runtime chunk: it would start the download just as early. */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.~-]+\.js"\/>/g;

/** Upper bound on the wait for the first paint (ms after DOMContentLoaded). */
export const HYDRATION_FALLBACK_MS = 2500;

/** Marks the loader, so a second run over the same export changes nothing. */
export const LOADER_MARKER = "data-deferred-chunks";

/**
 * The inline loader: once the first contentful paint is on screen (Paint Timing; two animation
 * frames where that is missing), the chunks in their original order. A hidden or prerendering
 * tab paints nothing, so it loads them at once. No timer on the main path: the observer's
 * callback already runs after the paint.
 */
export function loaderScript(chunks: readonly string[]): string {
  const body =
    `(function(s){var d=0;function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}` +
    `function painted(){if(document.visibilityState!=="visible")return go();var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1){var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true})}` +
    `else requestAnimationFrame(function(){requestAnimationFrame(go)})}` +
    `painted();` +
    `function fallback(){setTimeout(go,${HYDRATION_FALLBACK_MS})}` +
    `if(document.readyState==="loading")addEventListener("DOMContentLoaded",fallback,{once:true});else fallback()` +
    `})(${JSON.stringify(chunks)})`;
  return `<script ${LOADER_MARKER}="">${body}</script>`;
}

export type DeferResult = { html: string; chunks: string[]; changed: boolean };

/** Moves a page's chunk scripts into the loader. Pages without Next's chunks come back unchanged. */
export function deferHydration(html: string): DeferResult {
  if (html.includes(LOADER_MARKER)) return { html, chunks: [], changed: false };
  const chunks: string[] = [];
  let next = html.replace(CHUNK_SCRIPT, (_tag, src: string) => {
    if (!chunks.includes(src)) chunks.push(src);
    return "";
  });
  if (chunks.length === 0) return { html, chunks, changed: false };
  next = next.replace(CHUNK_PRELOAD, "");
  if (!next.includes("</body>")) throw new Error("No </body> to put the chunk loader before.");
  next = next.replace("</body>", `${loaderScript(chunks)}</body>`);
  return { html: next, chunks, changed: true };
}

/**
 * Script tags for Next's chunks that the rewrite did not recognise (a Next upgrade changed its
 * markup): the build fails on them instead of silently loading them early again.
 */
export function unrecognisedChunkTags(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\/_next\/static\/chunks\/[^>]*\.js[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnoModule=""/.test(tag));
}
