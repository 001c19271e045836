import { DomUtils, parseDocument } from "htmlparser2";

/** React's marks of a boundary still pending (written out of place) or left to the browser. */
const NOT_IN_PLACE = new Set(["$?", "$!"]);

/** Suspense boundaries React wrote out of place (`B:` templates, hidden `S:` divs, `$?`/`$!` marks). */
export function outOfPlaceBoundaries(html: string): string[] {
  const document = parseDocument(html);
  const marks = DomUtils.filter(DomUtils.isComment, document).flatMap((node) =>
    DomUtils.isComment(node) && NOT_IN_PLACE.has(node.data) ? [`<!--${node.data}-->`] : [],
  );
  const holders = DomUtils.findAll(
    ({ name, attribs }) =>
      (name === "template" && (attribs.id ?? "").startsWith("B:")) ||
      (name === "div" && "hidden" in attribs && (attribs.id ?? "").startsWith("S:")),
    document.children,
  ).map(({ name, attribs }) => `<${name} id="${attribs.id}">`);
  return [...marks, ...holders];
}
