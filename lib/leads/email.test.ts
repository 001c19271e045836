import { describe, expect, it } from "vitest";
import { leadSubject } from "./email";

describe("leadSubject", () => {
  it("names the project, the form and the budget", () => {
    expect(leadSubject("Nirala Gateway", "Enquiry popup", ["76-85 L"])).toBe(
      "New enquiry · Nirala Gateway · Enquiry popup · 76-85 L",
    );
  });

  it("leaves out a missing budget", () => {
    expect(leadSubject("Nirala Gateway", "Hero form", [""])).toBe(
      "New enquiry · Nirala Gateway · Hero form",
    );
  });
});

describe("leadSubject in Hindi", () => {
  it("opens with the language marker, so sales calls back in Hindi", () => {
    expect(leadSubject("Nirala Gateway", "Hero form", [], "hi")).toBe(
      "[HINDI · हिन्दी] · New enquiry · Nirala Gateway · Hero form",
    );
  });
});
