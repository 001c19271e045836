/** The one HTML reader for every script that inspects the export: htmlparser2, not regexes. */
import { DomUtils, parseDocument } from "htmlparser2";

/** An element: source offsets from start tag to end tag, and raw text for <script> and <style>. */
export type Tag = {
  name: string;
  attrs: Record<string, string>;
  start: number;
  end: number;
  body: string;
};

const RAW_TEXT = ["script", "style"];

/** Every element in document order, attributes lower-cased, and the visible text, entities decoded. */
export function parseHtml(html: string): { tags: Tag[]; text: string } {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const tags = DomUtils.findAll(() => true, document.children).map((element) => ({
    name: element.name,
    attrs: element.attribs,
    start: element.startIndex ?? 0,
    end: (element.endIndex ?? 0) + 1,
    body: RAW_TEXT.includes(element.name) ? DomUtils.textContent(element) : "",
  }));
  const text = DomUtils.filter(DomUtils.isText, document)
    .filter(({ parent }) => !(parent && DomUtils.isTag(parent) && RAW_TEXT.includes(parent.name)))
    .map((node) => DomUtils.textContent(node));
  return { tags, text: text.join(" ") };
}

/** The page's language, <html lang>, which decides the fonts it loads ("" when it has none). */
export function pageLang(html: string): string {
  return parseHtml(html).tags.find((tag) => tag.name === "html")?.attrs.lang ?? "";
}

const READ_ATTRIBUTES = ["placeholder", "value", "aria-label", "title"] as const;

/** What a page shows as text, attributes a visitor reads included, for the font subset check. */
export function pageText(html: string): string {
  const { tags, text } = parseHtml(html);
  const attributes = tags.flatMap(({ attrs }) =>
    READ_ATTRIBUTES.map((name) => attrs[name]).filter((v) => v !== undefined),
  );
  return `${text} ${attributes.join(" ")}`;
}
