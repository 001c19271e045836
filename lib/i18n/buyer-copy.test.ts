import { describe, expect, it } from "vitest";
import { allCopyStrings } from "../../test/support/all-copy";

describe("copy is written for buyers", () => {
  it("never talks about our sources: a brief, marketing material, placeholders or a spec", async () => {
    const all = await allCopyStrings();
    const offending = all.filter((text) =>
      /\b(brief|marketing material|placeholders?|spec|specification)\b/i.test(text),
    );
    expect(offending).toEqual([]);
  });
});
