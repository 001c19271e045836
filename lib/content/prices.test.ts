import { describe, expect, it } from "vitest";
import { project } from "./project";
import { formatCarpetRange, formatPriceFrom, unitPrices } from "./prices";

describe("unit prices", () => {
  it("lists the four unit types the project sells", () => {
    expect(unitPrices.map((unit) => unit.name)).toEqual([
      "Retail shops",
      "Fine-dining units",
      "Offices",
      "Studio apartments",
    ]);
  });

  it.each(unitPrices)("$name starts within the advertised ₹65 L – ₹1.2 Cr", (unit) => {
    expect(unit.priceFrom).toBeGreaterThanOrEqual(6_500_000);
    expect(unit.priceFrom).toBeLessThanOrEqual(12_000_000);
    expect(unit.priceFrom).toBeGreaterThanOrEqual(project.price.min);
    expect(unit.priceFrom).toBeLessThanOrEqual(project.price.max);
  });

  it.each(unitPrices)("$name has a real carpet-area range", (unit) => {
    expect(unit.carpetSqFt.min).toBeGreaterThan(0);
    expect(unit.carpetSqFt.max).toBeGreaterThan(unit.carpetSqFt.min);
  });

  it("shows areas and prices the Indian way", () => {
    expect(formatCarpetRange({ min: 700, max: 1_450 })).toBe("700–1,450 sq ft");
    const studio = unitPrices.find((unit) => unit.leadLabel === "Studio apartment");
    expect(studio && formatPriceFrom(studio)).toBe("₹65 L");
    const dining = unitPrices.find((unit) => unit.leadLabel === "Fine-dining unit");
    expect(dining && formatPriceFrom(dining)).toBe("₹1.1 Cr");
  });
});
