/** What a page shows as text (and in attributes a visitor reads), for the font subset check. */
import { decodeEntities } from "./link-check";

/** Text nodes plus placeholder, value, aria-label and title values; scripts and styles left out. */
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
