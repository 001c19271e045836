/**
 * The all-in cost of a unit: each charge a whole-rupee line, the total their sum, so the sheet adds
 * up to the rupee. Rates and charges are launch settings (lib/content/cost-settings.ts); rounding
 * and the stamp-duty rules are in docs/costs.md.
 */
import {
  type Buyer,
  costSettings,
  type PlanStage,
  type PlcId,
  type UnitCost,
  unitCosts,
} from "../content/cost-settings";

export const BUYERS: readonly Buyer[] = ["man", "woman", "joint"];

export type CostChoice = {
  /** Index in the price list (lib/content/prices.ts). */
  unitIndex: number;
  /** Carpet area, sq ft, within the type's range. */
  carpetSqFt: number;
  plc: readonly PlcId[];
  buyer: Buyer;
};

export type CostLineId =
  "base" | PlcId | "parking" | "ifms" | "maintenance" | "gst" | "stampDuty" | "registration";

export type CostLine = { id: CostLineId; amount: number };

export type CostSheet = {
  choice: CostChoice;
  /** Rupees per sq ft of carpet area in the base price, rounded for display. */
  ratePerSqFt: number;
  /** Base price, location charges and parking: what the agreement, GST and stamp duty are on. */
  agreementValue: number;
  lines: readonly CostLine[];
  total: number;
  totalPerSqFt: number;
};

const rupees = (amount: number) => Math.round(amount);
const pctOf = (value: number, pct: number) => (value * pct) / 100;

export function unitOf(index: number): UnitCost {
  const unit = unitCosts[index];
  if (!unit) throw new RangeError(`No unit type ${index}`);
  return unit;
}

/** The size clamped to whole square feet inside the type's range. */
export function clampArea(unit: UnitCost, sqFt: number): number {
  const { min, max } = unit.carpetSqFt;
  return Math.min(max, Math.max(min, Math.round(Number.isFinite(sqFt) ? sqFt : min)));
}

/**
 * Carpet area × the rate for that size. The price list gives the smallest and the largest unit's
 * price (parking included), so the rate follows the straight line between them: the smallest unit
 * costs exactly its "price from" and no size leaves the list's range.
 */
export function basePrice(unit: UnitCost, sqFt: number): number {
  const { min, max } = unit.carpetSqFt;
  const from = unit.priceFrom - unit.parking;
  const upTo = unit.priceUpTo - unit.parking;
  const share = max === min ? 0 : (clampArea(unit, sqFt) - min) / (max - min);
  return rupees(from + (upTo - from) * share);
}

/** Stamp duty by buyer: a woman's 1 % rebate applies to the value up to the cap, a joint buyer's to her share. */
export function stampDuty(value: number, buyer: Buyer): number {
  const { pct, capValue } = costSettings.womanRebate.value;
  const full = pctOf(value, costSettings.stampDutyPct.value);
  const womanShare = { man: 0, woman: 1, joint: costSettings.jointWomanShare.value }[buyer];
  const rebate = pctOf(Math.min(value * womanShare, capValue), pct);
  return rupees(full - rebate);
}

/** The default choice for a unit type: its smallest unit, no location option, a man buying alone. */
export function defaultChoice(unitIndex: number): CostChoice {
  return { unitIndex, carpetSqFt: unitOf(unitIndex).carpetSqFt.min, plc: [], buyer: "man" };
}

/** Every line of the cost sheet for a choice, and the total they add up to. */
export function costSheet(input: CostChoice): CostSheet {
  const unit = unitOf(input.unitIndex);
  const carpetSqFt = clampArea(unit, input.carpetSqFt);
  const plc = unit.plcOptions.filter((id) => input.plc.includes(id));
  const choice = { ...input, carpetSqFt, plc };
  const base = basePrice(unit, carpetSqFt);
  const plcLines = plc.map((id) => ({
    id,
    amount: rupees(pctOf(base, costSettings.plcPct.value[id])),
  }));
  const agreementValue = base + plcLines.reduce((sum, line) => sum + line.amount, 0) + unit.parking;
  const months = costSettings.advanceMaintenanceMonths.value;
  const lines: CostLine[] = [
    { id: "base", amount: base },
    ...plcLines,
    { id: "parking", amount: unit.parking },
    { id: "ifms", amount: rupees(carpetSqFt * unit.ifmsPerSqFt) },
    { id: "maintenance", amount: rupees(carpetSqFt * unit.maintenancePerSqFtMonth * months) },
    { id: "gst", amount: rupees(pctOf(agreementValue, costSettings.gstPct.value[unit.category])) },
    { id: "stampDuty", amount: stampDuty(agreementValue, choice.buyer) },
    {
      id: "registration",
      amount: rupees(pctOf(agreementValue, costSettings.registrationPct.value)),
    },
  ];
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    choice,
    ratePerSqFt: rupees(base / carpetSqFt),
    agreementValue,
    lines,
    total,
    totalPerSqFt: rupees(total / carpetSqFt),
  };
}

/** Each stage's amount of the agreement value; the last takes the rounding, so they add up to it. */
export function planAmounts(stages: readonly PlanStage[], agreementValue: number) {
  let paid = 0;
  return stages.map((stage, index) => {
    const amount =
      index === stages.length - 1
        ? agreementValue - paid
        : rupees(pctOf(agreementValue, stage.pct));
    paid += amount;
    return { ...stage, amount };
  });
}

/** The choice's fields as a lead carries them, in English for the sales team. */
export function costLeadExtras(sheet: CostSheet): Record<string, string> {
  const { choice } = sheet;
  return {
    unit_type: unitOf(choice.unitIndex).leadLabel,
    cost_total: String(sheet.total),
    carpet_sq_ft: String(choice.carpetSqFt),
    location_options: choice.plc.join(", ") || "none",
    buyer: choice.buyer,
  };
}
