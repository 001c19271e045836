/** Rupee amounts as Indian buyers read them: lakh/crore grouping and the L / Cr shorthand. */

const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const short = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

const LAKH = 100_000;
const CRORE = 10_000_000;

/** 5413879 → "₹54,13,879" (whole rupees). */
export function formatRupees(amount: number): string {
  return `₹${grouped.format(Math.round(amount))}`;
}

/** 6500000 → "₹65 L", 12000000 → "₹1.2 Cr". */
export function formatLakhCrore(amount: number): string {
  return amount >= CRORE
    ? `₹${short.format(amount / CRORE)} Cr`
    : `₹${short.format(amount / LAKH)} L`;
}
