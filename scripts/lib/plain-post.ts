import { inlineScript } from "../../lib/inline/bundle";
import { parseHtml } from "./html";

/** Marks the script, so a second run over the same export changes nothing. */
export const PLAIN_POST_MARKER = "data-plain-post";

/**
 * The plain-post script (lib/inline/plain-post.ts) last in the head of every page with a lead form.
 * Not rendered by React: the RSC payload would repeat it (1.5 KiB gzip). Not in the body: it ends
 * the parser's slice there, and the hero form came 0.15 s later on a slow phone.
 */
export function addPlainPostScript(html: string): { html: string; changed: boolean } {
  if (html.includes(PLAIN_POST_MARKER) || !html.includes("<form")) return { html, changed: false };
  const head = parseHtml(html).tags.find((tag) => tag.name === "head");
  if (!head) throw new Error("No <head> to put the plain-post script in.");
  const at = html.lastIndexOf("</head>", head.end);
  const script = `<script ${PLAIN_POST_MARKER}="">${inlineScript("plain-post")}</script>`;
  return { html: html.slice(0, at) + script + html.slice(at), changed: true };
}
