import postcss from "postcss";
import { parseHtml } from "./html";

/** The face the Hindi pages draw their text in (lib/ui/fonts-hindi.ts), as next/font names it. */
export const HINDI_FACE = "devanagariFont";

type Result = { html: string; changed: boolean; problem?: string };

/** The URL of a face's file, from the @font-face rules inlined in the page's <style> tags. */
function faceUrl(styles: string[], family: string): string | undefined {
  for (const css of styles) {
    let url: string | undefined;
    postcss.parse(css).walkAtRules("font-face", (rule) => {
      let name = "";
      let src = "";
      rule.walkDecls((decl) => {
        if (decl.prop === "font-family") name = decl.value.replace(/^["']|["']$/g, "");
        if (decl.prop === "src") src = decl.value;
      });
      if (name === family) url ??= /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(src)?.[1];
    });
    if (url) return url;
  }
  return undefined;
}

/**
 * Preloads the Devanagari face in a page served as Hindi. next/font cannot do it: Turbopack puts
 * the Hindi layout's font CSS in the chunk every page shares, so `preload: true` there preloads
 * 48 KiB on every English page too. Found only when the first line is laid out, the face arrives
 * after the first paint and its swap moves the text.
 */
export function preloadHindiFace(html: string): Result {
  const { tags } = parseHtml(html);
  if (tags.find((tag) => tag.name === "html")?.attrs.lang !== "hi") return { html, changed: false };
  const styles = tags.filter((tag) => tag.name === "style").map((tag) => tag.body);
  const url = faceUrl(styles, HINDI_FACE);
  if (!url) return { html, changed: false, problem: `no @font-face for ${HINDI_FACE}` };
  const links = tags.filter((tag) => tag.name === "link" && tag.attrs.rel === "preload");
  if (links.some((tag) => tag.attrs.href === url)) return { html, changed: false };
  const head = tags.find((tag) => tag.name === "head");
  if (!head) return { html, changed: false, problem: "no <head>" };
  // After any other font preload, else right after the charset, so the parser meets it first.
  const after =
    links.filter((tag) => tag.attrs.as === "font").at(-1) ??
    tags.find((tag) => tag.name === "meta" && "charset" in tag.attrs && tag.start > head.start);
  const at = after?.end ?? html.indexOf(">", head.start) + 1;
  const link = `<link rel="preload" href="${url}" as="font" crossorigin="" type="font/woff2"/>`;
  return { html: html.slice(0, at) + link + html.slice(at), changed: true };
}
