/** What a page shows as text (and in attributes a visitor reads), for the font subset check. */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const hex = body[1] === "x" || body[1] === "X";
      return String.fromCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

/** Text nodes plus placeholder, value and aria-label values; scripts and styles left out. */
export function pageText(html: string): string {
  const withoutCode = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ");
  const attributes = [
    ...withoutCode.matchAll(/\s(?:placeholder|value|aria-label|title)="([^"]*)"/gi),
  ].map((m) => m[1] ?? "");
  const text = withoutCode.replace(/<[^>]*>/g, " ");
  return decodeEntities(`${text} ${attributes.join(" ")}`);
}
