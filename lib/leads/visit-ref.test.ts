import { describe, expect, it } from "vitest";
import { visitLeadFields, visitRef } from "./visit-ref";

describe("visitRef", () => {
  it("is 2–4 capital letters, a hyphen and 4–10 capital letters or digits", () => {
    for (const id of [
      crypto.randomUUID(),
      crypto.randomUUID(),
      "4f0c2a9e-7b1d-4c3e-9a8b-1234567890ab",
    ]) {
      expect(visitRef(id)).toMatch(/^[A-Z]{2,4}-[A-Z\d]{4,10}$/);
    }
  });

  it("encodes the id's first 40 bits in base 32, the same every time", () => {
    expect(visitRef("00000000-0000-4000-8000-000000000000")).toBe("NG-00000000");
    expect(visitRef("00000000-2000-4000-8000-000000000000")).toBe("NG-00000010");
    expect(visitRef("ffffffff-ff00-4000-8000-000000000000")).toBe("NG-ZZZZZZZZ");
    // 0x4f0c2a9e7b = 339,506,536,059, which is 9W62N7KV in Crockford base 32.
    expect(visitRef("4f0c2a9e-7b1d-4c3e-9a8b-1234567890ab")).toBe("NG-9W62N7KV");
  });

  it("tells ids apart that differ only in their 40th bit, and never reads I, L, O or U", () => {
    const a = visitRef("00000000-0100-4000-8000-000000000000");
    const b = visitRef("00000000-0000-4000-8000-000000000000");
    expect(a).not.toBe(b);
    expect(visitRef("ffffffff-ff00-4000-8000-000000000000")).not.toMatch(/[ILOU]/);
  });

  it("gives no reference for a missing or malformed id", () => {
    expect(visitRef("")).toBeUndefined();
    expect(visitRef("not-a-lead-id")).toBeUndefined();
  });
});

describe("visitLeadFields", () => {
  it("carries the reference and the visitor's zone, and leaves out what is unknown", () => {
    expect(visitLeadFields("00000000-2000-4000-8000-000000000000", "Asia/Dubai")).toEqual({
      visit_ref: "NG-00000010",
      visitor_time_zone: "Asia/Dubai",
    });
    expect(visitLeadFields("", "")).toEqual({});
  });
});
