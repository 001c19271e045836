import { parseHtml, type Tag } from "./html";

/**
 * Post-build rewrite of the exported HTML: puts each Suspense boundary's content back in its place.
 *
 * The home sections and the footer hydrate apart (components/ui/hydrate-apart.tsx), each inside a
 * `<Suspense>` boundary, so a tap while React hydrates waits for one section, not the whole page.
 * Every boundary is complete when the page is prerendered, but React's server renderer writes a
 * complete boundary out of place once the bytes already written pass its `progressiveChunkSize`
 * (12,800 bytes, and our inlined stylesheet alone is more): an empty `<template id="B:…">` where
 * it belongs, its content in `<div hidden id="S:…">` at the end of the body, and a script that
 * moves it. Without JavaScript, or until that script runs, the sections would not show. Next does
 * not let an export set the option, so this step writes what React writes for a boundary that
 * fits: `<!--$-->content<!--/$-->`, in place, and drops the moving scripts. React hydrates both
 * shapes the same way.
 */

/** React's pending boundary with no fallback, as it leaves it in place of the content. */
const PENDING = /<!--\$\?--><template id="B:([0-9a-f]+)"><\/template><!--\/\$-->/g;
/** The hidden copy of a boundary's content at the end of the body. */
const SEGMENT_ID = /^S:([0-9a-f]+)$/;
/**
 * React's reveal runtime (it starts `$RB=`), its calls, `$RC("B:0","S:0")`, and the frame timing
 * it reads, a script of its own (with React's bootstrap id when the page has no bootstrap code).
 */
const REVEAL_SCRIPT =
  /^(?:\$RB=[\s\S]*|\$RC\("B:[0-9a-f]+","S:[0-9a-f]+"\)|requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);)$/;

const isSegment = (tag: Tag) =>
  tag.name === "div" &&
  Object.keys(tag.attrs).length === 2 &&
  tag.attrs.hidden === "" &&
  SEGMENT_ID.test(tag.attrs.id ?? "");
const isRevealScript = (tag: Tag) =>
  tag.name === "script" &&
  Object.keys(tag.attrs).every((name) => name === "id" && tag.attrs.id === "_R_") &&
  REVEAL_SCRIPT.test(tag.body);

/** What of React's out-of-place boundaries a page still holds, for the build to fail on. */
export function leftoverBoundaryMarkup(html: string): string[] {
  const left = [
    ...html.matchAll(
      /<!--\$[?!]-->|<template id="B:[^"]*">|<div hidden id="S:[^"]*">|\$R[A-Z][(=]/g,
    ),
  ];
  return left.map((match) => match[0]);
}

export function inlineBoundaries(html: string): { html: string; changed: number } {
  if (!html.includes("<!--$?-->")) return { html, changed: 0 };
  const { tags } = parseHtml(html);
  const segments = new Map<string, string>();
  const cuts: Tag[] = [];
  for (const tag of tags) {
    if (isSegment(tag)) {
      const open = html.indexOf(">", tag.start) + 1;
      const close = tag.end - "</div>".length;
      if (html.slice(close, tag.end) !== "</div>")
        throw new Error(`Boundary segment ${tag.attrs.id} does not end in </div>.`);
      segments.set(SEGMENT_ID.exec(tag.attrs.id ?? "")?.[1] ?? "", html.slice(open, close));
      cuts.push(tag);
    } else if (isRevealScript(tag)) cuts.push(tag);
  }
  let out = [...cuts]
    .sort((a, b) => b.start - a.start)
    .reduce((page, tag) => page.slice(0, tag.start) + page.slice(tag.end), html);
  let changed = 0;
  // A segment may hold boundaries of its own: their templates come in with it, so repeat.
  for (let depth = 0; depth <= segments.size && out.includes("<!--$?-->"); depth++)
    out = out.replace(PENDING, (_pending, id: string) => {
      const content = segments.get(id);
      if (content === undefined) throw new Error(`No content for the boundary B:${id}.`);
      changed += 1;
      return `<!--$-->${content}<!--/$-->`;
    });
  return { html: out, changed };
}
