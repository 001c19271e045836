import { describe, expect, it } from "vitest";
import { phoneE164 } from "./phone";

describe("phoneE164", () => {
  it.each([
    ["98765 43210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["  9876543210 ", "+919876543210"],
    ["٩٨٧٦٥٤٣٢١٠", "+919876543210"],
    ["+1 415 555 0100", "+14155550100"],
    ["+971 50 123 4567", "+971501234567"],
  ])("accepts %s as %s", (typed, e164) => {
    expect(phoneE164(typed)).toBe(e164);
  });

  it.each(["abc", "12345", "", "99999999999999999999", "+91 12"])("refuses %j", (typed) => {
    expect(phoneE164(typed)).toBeNull();
  });
});
