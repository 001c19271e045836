/** The one HTML reader for every script that inspects the export: htmlparser2, not regexes. */
import { Parser } from "htmlparser2";

export type Tag = {
  name: string;
  attrs: Record<string, string>;
  /** Offsets of the whole element in the source: start tag to end tag (or the start tag alone). */
  start: number;
  end: number;
  /** Raw text content for <script> and <style>; "" otherwise. */
  body: string;
};

export type ParsedHtml = { tags: Tag[]; text: string };

/**
 * Every element in document order with decoded, lower-cased attributes, plus the visible text
 * (text nodes outside script, style and comments, entities decoded).
 */
export function parseHtml(html: string): ParsedHtml {
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
