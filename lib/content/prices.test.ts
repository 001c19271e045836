import { describe, expect, it } from "vitest";
import { formatCarpetRange, formatPriceFrom, project, unitPrices } from "../i18n/english";

describe("unit prices", () => {
  it("lists the four unit types the project sells", () => {
    expect(unitPrices.map((unit) => unit.name)).toEqual([
      "Retail shops",
      "Fine-dining units",
      "Offices",
      "Studio apartments",
    ]);
  });

  it.each(unitPrices)("$name is priced within the advertised ₹65 L – ₹1.2 Cr", (unit) => {
    expect(unit.priceFrom).toBeGreaterThanOrEqual(6_500_000);
    expect(unit.priceUpTo).toBeLessThanOrEqual(12_000_000);
    expect(unit.priceUpTo).toBeGreaterThanOrEqual(unit.priceFrom);
  });

  it("shows the advertised range, derived from the table", () => {
    expect(project.price.label).toBe("₹65 L – ₹1.2 Cr");
    expect(project.price.min).toBe(Math.min(...unitPrices.map((unit) => unit.priceFrom)));
    expect(project.price.max).toBe(Math.max(...unitPrices.map((unit) => unit.priceUpTo)));
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
