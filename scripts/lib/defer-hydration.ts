import { createHash } from "node:crypto";
import { inlineScript } from "../../lib/inline/bundle";
import { LOADER_ATTRIBUTE } from "../../lib/inline/hydration-loader";
import { parseHtml, type Tag } from "./html";

// Next's chunks and inline RSC payload start after the first paint, from one loader (lib/inline/hydration-loader.ts);
// why and what it costs: docs/performance.md, Decisions.

/** Next's client chunks: `<script src="/_next/static/chunks/….js" async="">` (Turbopack, Next 16). */
const CHUNK_URL = /^\/_next\/static\/chunks\/[\w.~-]+\.js$/;
/** Next's inline RSC payload: the `[0]` bootstrap and every `push([1, "…"])` that follows it. */
const PAYLOAD_CODE =
  /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*)\)$/;

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

/** Where the payloads go: under /_next/static/, so the CDN caches them as immutable. */
export const PAYLOAD_DIR = "/_next/static/hydration";

/** The inline loader with the page's payload and chunks in its attribute: one code, so one CSP hash for every page. */
export function loaderScript(scripts: readonly string[]): string {
  // Single-quoted: the list's JSON is full of double quotes.
  const list = JSON.stringify(scripts).replaceAll("&", "&amp;").replaceAll("'", "&#39;");
  return `<script ${LOADER_ATTRIBUTE}='${list}'>${inlineScript("hydration-loader")}</script>`;
}

/** A page's payload as data: its URL and its text, the JSON list of the rows the scripts pushed. */
export type Payload = { src: string; json: string };

/** The row a payload script pushes: Next writes it as JSON, so it is read as data, never run. */
function payloadRow(tag: Tag): unknown {
  const argument = PAYLOAD_CODE.exec(tag.body)?.[1] ?? "";
  try {
    return JSON.parse(argument);
  } catch {
    throw new Error(`A payload script that does not push JSON: ${tag.body.slice(0, 120)}`);
  }
}

/** Moves a page's RSC payload and chunk scripts into the loader; the caller writes `payload.json`. */
export function deferHydration(html: string) {
  const unchanged = {
    html,
    chunks: [] as string[],
    payload: null as Payload | null,
    changed: false,
  };
  if (html.includes(LOADER_ATTRIBUTE)) return unchanged;
  const { tags } = parseHtml(html);
  const chunkTags = tags.filter(isChunkScript);
  if (chunkTags.length === 0) return unchanged;
  const chunks = [...new Set(chunkTags.map((tag) => tag.attrs.src ?? ""))];
  const payloadTags = tags.filter(isPayloadScript);
  // The loader needs one: Next's client waits for a payload it would never get.
  if (payloadTags.length === 0)
    throw new Error("Chunk scripts, but no RSC payload to hydrate from.");
  const json = JSON.stringify(payloadTags.map(payloadRow));
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 20);
  const payload: Payload = { src: `${PAYLOAD_DIR}/${hash}.json`, json };
  const removed = [...chunkTags, ...tags.filter(isChunkPreload), ...payloadTags];
  let next = without(html, removed);
  if (!next.includes("</body>")) throw new Error("No </body> to put the chunk loader before.");
  next = next.replace("</body>", `${loaderScript([payload.src, ...chunks])}</body>`);
  return { html: next, chunks, payload, changed: true };
}

/** Chunk or payload tags the rewrite did not recognise (Next changed its markup): the build fails on them. */
export function unrecognisedChunkTags(html: string): string[] {
  return parseHtml(html)
    .tags.filter(
      (tag) =>
        (["script", "link"].includes(tag.name) &&
          /\/_next\/static\/chunks\/.*\.js$/.test(tag.attrs.src ?? tag.attrs.href ?? "") &&
          !("nomodule" in tag.attrs)) ||
        // A payload script left inline would run before the moved ones: React would read them out of order.
        (tag.name === "script" &&
          tag.body.includes("self.__next_f") &&
          !(LOADER_ATTRIBUTE in tag.attrs)),
    )
    .map((tag) => html.slice(tag.start, tag.end).slice(0, 120));
}
