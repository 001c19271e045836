import { inlineScript } from "../../lib/inline/bundle";
import { parseHtml } from "./html";

/** Marks the script, so a second run over the same export changes nothing. */
export const PLAIN_POST_MARKER = "data-plain-post";

/**
 * Puts the plain-post script (lib/inline/plain-post.ts, as esbuild bundles it) last in the head of
 * every page with a lead form. Added here, not rendered by React: that would repeat it in the RSC
 * payload, about 1.5 KiB more JavaScript (gzip) on every page. In the head, not the body: a script
 * run in the body ends the parser's slice there and shortens the next, and on a slow phone the
 * hero form came about 0.15 s later after the first paint.
 */
export function addPlainPostScript(html: string): { html: string; changed: boolean } {
  if (html.includes(PLAIN_POST_MARKER) || !html.includes("<form")) return { html, changed: false };
  const head = parseHtml(html).tags.find((tag) => tag.name === "head");
  if (!head) throw new Error("No <head> to put the plain-post script in.");
  const at = html.lastIndexOf("</head>", head.end);
  const script = `<script ${PLAIN_POST_MARKER}="">${inlineScript("plain-post")}</script>`;
  return { html: html.slice(0, at) + script + html.slice(at), changed: true };
}
