/** The EMI calculator's copy and defaults, taken from the project's price range. */
import { calculateEmi, LOAN_TO_VALUE } from "../buyer/emi";
import { priceRange, unitPrices } from "./prices";

const loanShare = `${Math.round(LOAN_TO_VALUE * 100)}%`;

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

export const emiSection = {
  eyebrow: "Home loan",
  heading: "What it costs you each month",
  intro:
    "Estimate the EMI on a home loan for your unit. Change the loan, the rate or the tenure; your bank's offer decides the final figure.",
  labels: {
    principal: "Loan amount",
    annualRatePct: "Interest rate",
    years: "Loan tenure",
  },
  units: { principal: "₹", annualRatePct: "% a year", years: "years" },
  results: {
    monthly: "Monthly EMI",
    totalInterest: "Total interest",
    totalPayable: "Total payable",
  },
  staleNote: "Showing the last valid figures. Correct the highlighted field to update them.",
  referenceCaption: `EMI at ${emiDefaults.annualRatePct}% a year over ${emiDefaults.years} years, with an ${loanShare} loan`,
  referenceColumns: {
    price: "Unit price",
    principal: `Loan (${loanShare})`,
    monthly: "Monthly EMI",
  },
  advisorLabel: "Talk to a loan advisor",
  advisorNote: "Our advisors work with the major banks that fund projects in Greater Noida West.",
} as const;
