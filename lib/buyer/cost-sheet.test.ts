import { describe, expect, it } from "vitest";
import { costSettings, unitCosts } from "../content/cost-settings";
import { unitPrices } from "../content/prices";
import {
  basePrice,
  BUYERS,
  costLeadExtras,
  costSheet,
  defaultChoice,
  planAmounts,
  stampDuty,
} from "./cost-sheet";

const sizes = (index: number) => {
  const { min, max } = unitPrices[index]!.carpetSqFt;
  return [min, Math.round((min + max) / 2), max, min + 1];
};
const everyChoice = unitCosts.flatMap((unit, unitIndex) =>
  sizes(unitIndex).flatMap((carpetSqFt) =>
    BUYERS.flatMap((buyer) =>
      [[], unit.plcOptions].map((plc) => ({ unitIndex, carpetSqFt, plc, buyer })),
    ),
  ),
);

describe("the cost sheet", () => {
  it("has a cost setting for every unit type of the price list", () => {
    expect(costSettings.units.value).toHaveLength(unitPrices.length);
  });

  it.each(everyChoice)("adds up to the total, to the rupee: %o", (choice) => {
    const sheet = costSheet(choice);
    for (const line of sheet.lines) expect(Number.isInteger(line.amount), line.id).toBe(true);
    expect(sheet.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(sheet.total);
    expect(sheet.totalPerSqFt).toBe(Math.round(sheet.total / sheet.choice.carpetSqFt));
  });

  it("prices each type's smallest unit, with its parking, at the price list's price from", () => {
    unitCosts.forEach((unit, index) => {
      const sheet = costSheet(defaultChoice(index));
      expect(sheet.agreementValue).toBe(unit.priceFrom);
      expect(sheet.lines[0]).toEqual({ id: "base", amount: unit.priceFrom - unit.parking });
    });
  });

  it("keeps every size's base price and parking inside the price list's range", () => {
    unitCosts.forEach((unit) => {
      for (let sqFt = unit.carpetSqFt.min; sqFt <= unit.carpetSqFt.max; sqFt += 10) {
        const price = basePrice(unit, sqFt) + unit.parking;
        expect(price).toBeGreaterThanOrEqual(unit.priceFrom);
        expect(price).toBeLessThanOrEqual(unit.priceUpTo);
      }
    });
  });

  it("clamps a size outside the type's range to it", () => {
    const { min, max } = unitPrices[0]!.carpetSqFt;
    expect(costSheet({ ...defaultChoice(0), carpetSqFt: min - 100 }).choice.carpetSqFt).toBe(min);
    expect(costSheet({ ...defaultChoice(0), carpetSqFt: max + 100 }).choice.carpetSqFt).toBe(max);
  });

  it("charges only the location options the type offers, each a share of the base price", () => {
    const sheet = costSheet({ ...defaultChoice(3), plc: ["mainRoad", "parkFacing"] });
    const base = sheet.lines[0]!.amount;
    expect(sheet.lines.map((line) => line.id)).not.toContain("mainRoad");
    expect(sheet.lines.find((line) => line.id === "parkFacing")?.amount).toBe(
      Math.round(base * 0.05),
    );
  });

  it("charges GST at the unit's category rate", () => {
    const shop = costSheet(defaultChoice(0));
    const studio = costSheet(defaultChoice(3));
    const gst = (sheet: typeof shop) => sheet.lines.find((line) => line.id === "gst")?.amount;
    expect(gst(shop)).toBe(Math.round(shop.agreementValue * 0.12));
    expect(gst(studio)).toBe(Math.round(studio.agreementValue * 0.05));
  });
});

describe("stamp duty", () => {
  it("is 7 % for a man, 6 % for a woman up to ₹1 crore, joint in between", () => {
    expect(stampDuty(6_500_000, "man")).toBe(455_000);
    expect(stampDuty(6_500_000, "woman")).toBe(390_000);
    expect(stampDuty(6_500_000, "joint")).toBe(422_500);
  });

  it("gives a woman the rebate only on the first ₹1 crore", () => {
    expect(stampDuty(12_000_000, "woman")).toBe(840_000 - 100_000);
  });

  it("is lower on every cost sheet for a woman than for a man", () => {
    for (const choice of everyChoice.filter((each) => each.buyer === "man")) {
      const man = costSheet(choice).total;
      expect(costSheet({ ...choice, buyer: "woman" }).total).toBeLessThan(man);
      expect(costSheet({ ...choice, buyer: "joint" }).total).toBeLessThan(man);
    }
  });
});

describe("the payment plans", () => {
  it.each([
    ["construction-linked", costSettings.constructionLinked.value],
    ["possession-linked", costSettings.possessionLinked.value.stages],
  ] as const)("%s shares add up to 100 %% and its amounts to the agreement value", (_, stages) => {
    expect(stages.reduce((sum, stage) => sum + stage.pct, 0)).toBe(100);
    for (const value of [6_500_000, 8_123_457, 11_999_999]) {
      const amounts = planAmounts(stages, value);
      expect(amounts.reduce((sum, stage) => sum + stage.amount, 0)).toBe(value);
      for (const stage of amounts)
        expect(Math.abs(stage.amount - (value * stage.pct) / 100)).toBeLessThanOrEqual(
          stages.length,
        );
    }
  });
});

describe("the cost-sheet lead", () => {
  it("carries the unit type, the total in rupees and the choices", () => {
    const sheet = costSheet({ unitIndex: 3, carpetSqFt: 400, plc: ["corner"], buyer: "woman" });
    expect(costLeadExtras(sheet)).toEqual({
      unit_type: "Studio apartment",
      cost_total: String(sheet.total),
      carpet_sq_ft: "400",
      location_options: "corner",
      buyer: "woman",
    });
  });
});
