import { describe, expect, it } from "vitest";
import { uiWords } from "../i18n/ui";
import { buildLeadForms } from "./build-lead-forms";

describe("buildLeadForms: what each form says when sending fails", () => {
  const en = buildLeadForms("en", uiWords.en);

  it("gives each English form its own network alert, or the contact form its status line", () => {
    expect(en.hero.networkAlert).toBe("Something went wrong. Please try again.");
    expect(en.enquiry.networkAlert).toBe("Failed to submit lead!");
    expect(en.autoPopup.networkAlert).toBe("Failed to submit details!");
    expect(en.brochure.networkAlert).toBe("Failed to submit details!");
    expect(en.siteVisit.networkAlert).toBe("Something went wrong. Please try again.");
    expect(en.contact.networkAlert).toBeUndefined();
    expect(en.contact.status?.failed).toBe("Failed to send. Please try again.");
  });

  it("gives every Hindi form the same kind of failure message, in Devanagari", () => {
    const hi = buildLeadForms("hi", uiWords.hi);
    for (const [id, form] of Object.entries(hi)) {
      const english = en[id as keyof typeof en];
      const message = form.networkAlert ?? form.status?.failed ?? "";
      expect(Boolean(form.networkAlert), id).toBe(Boolean(english.networkAlert));
      expect(message, id).toMatch(/[\u0900-\u097F]/);
    }
  });
});
