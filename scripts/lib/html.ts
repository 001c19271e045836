/** The one HTML reader for every script that inspects the export: htmlparser2, not regexes. */
import { Parser } from "htmlparser2";

/** An element: source offsets from start tag to end tag, and raw text for <script> and <style>. */
export type Tag = {
  name: string;
  attrs: Record<string, string>;
  start: number;
  end: number;
  body: string;
};

/** Every element in document order, attributes lower-cased, and the visible text, entities decoded. */
export function parseHtml(html: string): { tags: Tag[]; text: string } {
  const tags: Tag[] = [];
  const open: Tag[] = [];
  const text: string[] = [];
  const parser: Parser = new Parser(
    {
      onopentag(name, attrs) {
        const tag = { name, attrs, start: parser.startIndex, end: parser.endIndex + 1, body: "" };
        tags.push(tag);
        open.push(tag);
        text.push(" ");
      },
      ontext(data) {
        const current = open[open.length - 1];
        if (current && (current.name === "script" || current.name === "style"))
          current.body += data;
        else text.push(data);
      },
      onclosetag(name) {
        const index = open.map((t) => t.name).lastIndexOf(name);
        if (index < 0) return;
        const [closed] = open.splice(index);
        if (closed) closed.end = parser.endIndex + 1;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { tags, text: text.join("") };
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
