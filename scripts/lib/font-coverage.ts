/** What a page shows as text (and in attributes a visitor reads), for the font subset check. */
import { parseHtml } from "./html";

const READ_ATTRIBUTES = ["placeholder", "value", "aria-label", "title"] as const;

/** Text nodes plus placeholder, value, aria-label and title values; scripts and styles left out. */
export function pageText(html: string): string {
  const { tags, text } = parseHtml(html);
  const attributes = tags.flatMap(({ attrs }) =>
    READ_ATTRIBUTES.map((name) => attrs[name]).filter((v) => v !== undefined),
  );
  return `${text} ${attributes.join(" ")}`;
}
