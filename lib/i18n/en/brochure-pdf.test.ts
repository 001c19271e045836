import { describe, expect, it } from "vitest";
import { brochureDisclaimer, brochurePdf } from "./brochure-pdf";
import { rera } from "../../content/project";

describe("brochure disclaimer", () => {
  it("speaks of the brochure, not the website, and carries the registration id", () => {
    const text = brochureDisclaimer().join("\n");
    expect(text).not.toMatch(/website/i);
    expect(text).toContain("This brochure is provided");
    expect(text).toContain(rera.projectId);
  });
});

describe("brochure facts", () => {
  it("list both registrations and the authority to verify them with", () => {
    const facts = Object.fromEntries(brochurePdf.facts);
    expect(facts[`${rera.authorityShortName} project registration`]).toBe(rera.projectId);
    expect(facts[`Partner ${rera.authorityShortName} registration`]).toBe(rera.partnerId);
    expect(facts["Authority website"]).toBe(rera.authorityUrl);
  });
});
