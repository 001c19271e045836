import { createHash } from "node:crypto";
import { inlineScript } from "../../lib/inline/bundle";
import { LOADER_ATTRIBUTE } from "../../lib/inline/hydration-loader";
import { parseHtml, type Tag } from "./html";

/**
 * Post-build rewrite of the exported HTML: Next puts its client chunks in the <head> as async
 * scripts, so on a phone they share the first seconds of a slow link with the stylesheet, the two
 * preloaded fonts and the hero image, and run before the first paint. We start them instead once
 * the first contentful paint is on screen (or a fallback time after DOMContentLoaded if it never
 * comes: lib/inline/hydration-loader.ts). The HTML is complete without them: they only make the forms, dialogs, menu and
 * carousels interactive, and those controls carry aria-disabled until then (useHydrated).
 *
 * The RSC payload goes the same way. Next inlines it at the end of the body as
 * `self.__next_f.push(...)` scripts: data React needs to hydrate, nothing the first paint needs,
 * and on the home page about 10 KiB of the 26 KiB document (gzip). It moves, byte for byte, into
 * one script named by its content hash, which the loader runs before the chunks.
 */

/** Next's client chunks: `<script src="/_next/static/chunks/….js" async="">` (Turbopack, Next 16). */
const CHUNK_URL = /^\/_next\/static\/chunks\/[\w.~-]+\.js$/;
/** Next's inline RSC payload: the `[0]` bootstrap and every `push([1, "…"])` that follows it. */
const PAYLOAD_CODE =
  /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*\)$/;

const isChunkScript = (tag: Tag) =>
  tag.name === "script" &&
  CHUNK_URL.test(tag.attrs.src ?? "") &&
  tag.attrs.async === "" &&
  Object.keys(tag.attrs).length === 2;
/** Next's low-priority preload of the runtime chunk: it would start the download just as early. */
const isChunkPreload = (tag: Tag) =>
  tag.name === "link" &&
  tag.attrs.rel === "preload" &&
  tag.attrs.as === "script" &&
  CHUNK_URL.test(tag.attrs.href ?? "");
const isPayloadScript = (tag: Tag) =>
  tag.name === "script" && Object.keys(tag.attrs).length === 0 && PAYLOAD_CODE.test(tag.body);

/** The source without the given elements (non-overlapping), cut from the last one back. */
const without = (html: string, tags: readonly Tag[]) =>
  [...tags]
    .sort((a, b) => b.start - a.start)
    .reduce((rest, tag) => rest.slice(0, tag.start) + rest.slice(tag.end), html);

/** Where the payload scripts go: under /_next/static/, so the CDN caches them as immutable. */
export const PAYLOAD_DIR = "/_next/static/hydration";

/**
 * The inline loader (lib/inline/hydration-loader.ts, as esbuild bundles it) with the page's scripts
 * in its attribute: the same code on every page, so the CSP holds one hash for all of them.
 */
export function loaderScript(scripts: readonly string[]): string {
  // Single-quoted: the list's JSON is full of double quotes.
  const list = JSON.stringify(scripts).replaceAll("&", "&amp;").replaceAll("'", "&#39;");
  return `<script ${LOADER_ATTRIBUTE}='${list}'>${inlineScript("hydration-loader")}</script>`;
}

/** The external payload script for a page: its URL and its text. */
export type Payload = { src: string; script: string };

export type DeferResult = {
  html: string;
  chunks: string[];
  payload: Payload | null;
  changed: boolean;
};

/**
 * Moves a page's RSC payload and chunk scripts into the loader. Pages without Next's chunks come
 * back unchanged. The caller writes `payload.script` to `out${payload.src}`.
 */
export function deferHydration(html: string): DeferResult {
  const unchanged = { html, chunks: [], payload: null, changed: false };
  if (html.includes(LOADER_ATTRIBUTE)) return unchanged;
  const { tags } = parseHtml(html);
  const chunkTags = tags.filter(isChunkScript);
  if (chunkTags.length === 0) return unchanged;
  const chunks = [...new Set(chunkTags.map((tag) => tag.attrs.src ?? ""))];
  const payloadTags = tags.filter(isPayloadScript);
  let payload: Payload | null = null;
  if (payloadTags.length > 0) {
    const script = `${payloadTags.map((tag) => tag.body).join(";\n")};\n`;
    const hash = createHash("sha256").update(script).digest("hex").slice(0, 20);
    payload = { src: `${PAYLOAD_DIR}/${hash}.js`, script };
  }
  const removed = [...chunkTags, ...tags.filter(isChunkPreload), ...payloadTags];
  let next = without(html, removed);
  if (!next.includes("</body>")) throw new Error("No </body> to put the chunk loader before.");
  const scripts = payload ? [payload.src, ...chunks] : chunks;
  next = next.replace("</body>", `${loaderScript(scripts)}</body>`);
  return { html: next, chunks, payload, changed: true };
}

/**
 * Script tags for Next's chunks or RSC payload that the rewrite did not recognise (a Next upgrade
 * changed its markup): the build fails on them instead of silently shipping a broken order.
 */
export function unrecognisedChunkTags(html: string): string[] {
  return parseHtml(html)
    .tags.filter(
      (tag) =>
        (["script", "link"].includes(tag.name) &&
          /\/_next\/static\/chunks\/.*\.js$/.test(tag.attrs.src ?? tag.attrs.href ?? "") &&
          !("nomodule" in tag.attrs)) ||
        // A payload script left inline would run before the moved ones: React would read them out of order.
        (tag.name === "script" && tag.body.includes("self.__next_f")),
    )
    .map((tag) => html.slice(tag.start, tag.end).slice(0, 120));
}
