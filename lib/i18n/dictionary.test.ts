import { describe, expect, it } from "vitest";
import { enPages } from "./en/pages";
import { enUi } from "./en/ui";
import { hiPages } from "./hi/pages";
import { hiUi } from "./hi/ui";

/** Every path to a value, with a list's length standing in for its items' count. */
function shape(value: unknown, at = ""): string[] {
  if (Array.isArray(value))
    return [`${at}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${at}[${i}]`))];
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => shape(item, `${at}.${key}`));
  return [`${at}:${typeof value}`];
}

/** Each string of a dictionary with its path. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe.each([
  ["pages", enPages, hiPages],
  ["ui", enUi, hiUi],
] as const)("the Hindi %s dictionary", (name, en, hi) => {
  it("has every key and as many list items as the English one", () => {
    expect(shape(hi).sort()).toEqual(shape(en).sort());
  });

  it("keeps every section's anchor id, so links to a section work in both languages", () => {
    const ids = (words: unknown) => strings(words).filter(([path]) => path.endsWith(".id"));
    expect(ids(hi)).toEqual(ids(en));
  });

  it("writes in Devanagari wherever the English has words, not facts", () => {
    const hiByPath = new Map(strings(hi));
    // Words an English string shares with Hindi: names, ids, URLs, numbers and symbols.
    const untranslated = strings(en).filter(([path, text]) => {
      const hindi = hiByPath.get(path) ?? "";
      if (path.endsWith(".id")) return false;
      return /[a-z]{3}/.test(text) && hindi === text && !DEVANAGARI.test(hindi);
    });
    expect(untranslated.map(([path]) => path)).toEqual(EXPECTED_SAME[name]);
  });
});

/** Strings that read the same in both languages: the messenger's brand name. */
const EXPECTED_SAME: Record<"pages" | "ui", string[]> = {
  pages: [".contact.whatsappTitle"],
  ui: [".interface.quickContact.whatsapp"],
};
