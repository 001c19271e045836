import { plainPostScript } from "../../lib/leads/plain-post-script";
import { parseHtml } from "./html";

/** Marks the script, so a second run over the same export changes nothing. */
export const PLAIN_POST_MARKER = "data-plain-post";

/**
 * Puts the plain-post script (lib/leads/plain-post-script.ts) first in the body of every page with
 * a lead form. Added here, not rendered by React: that would repeat it in the RSC payload.
 */
export function addPlainPostScript(html: string): { html: string; changed: boolean } {
  if (html.includes(PLAIN_POST_MARKER) || !html.includes("<form")) return { html, changed: false };
  const body = parseHtml(html).tags.find((tag) => tag.name === "body");
  if (!body) throw new Error("No <body> to put the plain-post script in.");
  const at = html.indexOf(">", body.start) + 1;
  const script = `<script ${PLAIN_POST_MARKER}="">${plainPostScript()}</script>`;
  return { html: html.slice(0, at) + script + html.slice(at), changed: true };
}
