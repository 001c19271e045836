/**
 * Home-loan EMI by the standard reducing-balance formula, and the checks that keep the
 * calculator from ever showing NaN, Infinity or a blank figure.
 */
import { priceRange } from "../content/prices";

export type EmiInput = { principal: number; annualRatePct: number; years: number };
export type EmiResult = { monthly: number; totalInterest: number; totalPayable: number };

/** Rounded to whole rupees; totals use the exact monthly figure, as banks' schedules do. */
export function calculateEmi({ principal, annualRatePct, years }: EmiInput): EmiResult {
  const months = years * 12;
  const rate = annualRatePct / 12 / 100;
  const growth = (1 + rate) ** months;
  const exact = rate === 0 ? principal / months : (principal * rate * growth) / (growth - 1);
  const totalPayable = exact * months;
  return {
    monthly: Math.round(exact),
    totalInterest: Math.round(totalPayable - principal),
    totalPayable: Math.round(totalPayable),
  };
}

export type EmiField = keyof EmiInput;

/** Banks lend up to about 80% of a property's value; the rest is the buyer's own contribution. */
export const LOAN_TO_VALUE = 0.8;

/** What each field accepts; the sliders cover the usual part of it, up to the dearest unit. */
export const emiLimits = {
  principal: {
    min: 100_000,
    max: 100_000_000,
    sliderMin: 500_000,
    sliderMax: priceRange.max,
    step: 50_000,
  },
  annualRatePct: { min: 0.01, max: 20, sliderMin: 6, sliderMax: 14, step: 0.05 },
  years: { min: 1, max: 30, sliderMin: 1, sliderMax: 30, step: 1 },
} as const satisfies Record<
  EmiField,
  { min: number; max: number; sliderMin: number; sliderMax: number; step: number }
>;

/** The typed text as a number within the field's limits, or null for anything else. */
export function parseEmiField(field: EmiField, text: string): number | null {
  const cleaned = text.replace(/[,\s₹%]/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  const { min, max } = emiLimits[field];
  if (!Number.isFinite(value) || value < min || value > max) return null;
  if (field === "years" && !Number.isInteger(value)) return null;
  return value;
}
