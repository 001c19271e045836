import { describe, expect, it } from "vitest";
import { PHONE_PATTERN } from "./forms";
import { phoneE164 } from "./phone";

// As a browser applies the pattern attribute: the whole value, with the v flag.
const browserAccepts = (typed: string) => new RegExp(`^(?:${PHONE_PATTERN})$`, "v").test(typed);

describe("the phone field's pattern, for a post sent before the script runs", () => {
  it.each([
    "98765 43210",
    "09876543210",
    "+91 98765-43210",
    "(0120) 400 1234",
    "٩٨٧٦٥٤٣٢١٠",
    "९८७६५४३२१०",
    "+1 415 555 0100",
    "+971 50 123 4567",
    "+683 4002",
  ])("lets %s through", (typed) => {
    expect(browserAccepts(typed)).toBe(true);
  });

  it.each(["abc", "98765abc10", "12345", "+91 12", "call me"])("refuses %j", (typed) => {
    expect(browserAccepts(typed)).toBe(false);
  });

  it("refuses nothing the phone library accepts", () => {
    for (const typed of ["98765 43210", "+91 98765-43210", "٩٨٧٦٥٤٣٢١٠", "+44 20 7946 0958"])
      expect(phoneE164(typed) !== null && browserAccepts(typed)).toBe(true);
  });
});
