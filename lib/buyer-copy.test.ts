import { describe, expect, it } from "vitest";
import * as content from "./content";
import * as leadForms from "./lead-forms";
import * as legal from "./legal";

/** Every string reachable from a module's exports. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => strings(item, seen));
}

describe("copy is written for buyers", () => {
  it("never talks about our sources: a brief, marketing material, placeholders or a spec", () => {
    const all = [content, leadForms, legal].flatMap((module) => strings(module));
    const offending = all.filter((text) =>
      /\b(brief|marketing material|placeholders?|spec|specification)\b/i.test(text),
    );
    expect(offending).toEqual([]);
  });
});
