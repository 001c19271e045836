/** The EMI calculator's defaults and reference figures, taken from the project's price range. */
import { calculateEmi, LOAN_TO_VALUE } from "../buyer/emi";
import { priceRange, unitPrices } from "./prices";

export const emiDefaults = {
  principal: priceRange.min * LOAN_TO_VALUE,
  annualRatePct: 8.5,
  years: 20,
} as const;

/** Property prices the no-JavaScript table covers: each unit type's starting price, and the top of the range. */
const referencePrices = [
  ...new Set([...unitPrices.map((unit) => unit.priceFrom), priceRange.max]),
].sort((a, b) => a - b);

/** Each reference price with its loan and the EMI at the default rate and tenure. */
export const emiReference = referencePrices.map((price) => {
  const principal = price * LOAN_TO_VALUE;
  return { price, principal, monthly: calculateEmi({ ...emiDefaults, principal }).monthly };
});
