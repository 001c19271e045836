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

  it("writes the id's first 32 bits in capital hex digits, the same every time", () => {
    expect(visitRef("00000000-0000-4000-8000-000000000000")).toBe("NG-00000000");
    expect(visitRef("4f0c2a9e-7b1d-4c3e-9a8b-1234567890ab")).toBe("NG-4F0C2A9E");
    expect(visitRef("FFFFFFFF-0000-4000-8000-000000000000")).toBe("NG-FFFFFFFF");
  });

  it("tells ids apart that differ only in their 32nd bit, and never reads I, L, O or U", () => {
    expect(visitRef("00000001-0000-4000-8000-000000000000")).not.toBe(
      visitRef("00000000-0000-4000-8000-000000000000"),
    );
    for (let i = 0; i < 50; i++) expect(visitRef(crypto.randomUUID())).not.toMatch(/[ILOU]/);
  });

  it("gives no reference for a missing or malformed id", () => {
    expect(visitRef("")).toBeUndefined();
    expect(visitRef("not-a-lead-id")).toBeUndefined();
  });
});

describe("visitLeadFields", () => {
  it("carries the reference and the visitor's zone, and leaves out what is unknown", () => {
    expect(visitLeadFields("4f0c2a9e-7b1d-4c3e-9a8b-1234567890ab", "Asia/Dubai")).toEqual([
      ["visit_ref", "NG-4F0C2A9E"],
      ["visitor_time_zone", "Asia/Dubai"],
    ]);
    expect(visitLeadFields("", "")).toEqual([]);
    expect(visitLeadFields("not-a-lead-id", undefined)).toEqual([]);
  });
});
