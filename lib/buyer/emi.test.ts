import { describe, expect, it } from "vitest";
import { calculateEmi, parseEmiField } from "./emi";

describe("calculateEmi", () => {
  it("₹50,00,000 at 8.5% for 20 years", () => {
    expect(calculateEmi({ principal: 5_000_000, annualRatePct: 8.5, years: 20 })).toEqual({
      monthly: 43_391,
      totalInterest: 5_413_879,
      totalPayable: 10_413_879,
    });
  });

  it("₹1,00,00,000 at 8.75% for 30 years", () => {
    expect(calculateEmi({ principal: 10_000_000, annualRatePct: 8.75, years: 30 }).monthly).toBe(
      78_670,
    );
  });

  it("the default: 80% of ₹65 L at 8.5% for 20 years", () => {
    expect(calculateEmi({ principal: 5_200_000, annualRatePct: 8.5, years: 20 }).monthly).toBe(
      45_127,
    );
  });
});

describe("parseEmiField", () => {
  it("reads plain and grouped numbers", () => {
    expect(parseEmiField("principal", "52,00,000")).toBe(5_200_000);
    expect(parseEmiField("annualRatePct", "8.75")).toBe(8.75);
    expect(parseEmiField("years", "20")).toBe(20);
  });

  it.each([
    ["principal", "0"],
    ["principal", "-500000"],
    ["principal", ""],
    ["principal", "abc"],
    ["annualRatePct", "0"],
    ["annualRatePct", "20.5"],
    ["annualRatePct", "-1"],
    ["years", "0"],
    ["years", "31"],
    ["years", "12.5"],
  ] as const)("refuses %s = %j", (field, text) => {
    expect(parseEmiField(field, text)).toBeNull();
  });
});
