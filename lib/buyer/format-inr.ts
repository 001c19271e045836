/** Rupee amounts as Indian buyers read them: lakh/crore grouping and the L / Cr shorthand. */
import { enMoney } from "../i18n/en/money";

const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const short = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

const LAKH = 100_000;
const CRORE = 10_000_000;

/** 5413879 → "₹54,13,879" (whole rupees). */
export function formatRupees(amount: number): string {
  return `₹${grouped.format(Math.round(amount))}`;
}

/** The words after a lakh or crore figure: "L" and "Cr" in English, lakh and crore in Devanagari in Hindi. */
export type MoneyUnits = { lakh: string; crore: string };

/** 6500000 → "₹65 L", 12000000 → "₹1.2 Cr" (or the same in Hindi units). */
export function formatLakhCrore(amount: number, units: MoneyUnits = enMoney): string {
  return amount >= CRORE
    ? `₹${short.format(amount / CRORE)} ${units.crore}`
    : `₹${short.format(amount / LAKH)} ${units.lakh}`;
}
