/**
 * Unit types, carpet areas and starting prices. LAUNCH SETTINGS: the developer's price list is not
 * published yet, so every figure here is to be confirmed before launch (README: "Business facts to
 * confirm"). Each starting price must stay inside the advertised range (a unit test holds that).
 */
import { formatLakhCrore, type MoneyUnits } from "../buyer/format-inr";

/** Each language names the types in this order (`prices.unitNames` in the dictionaries). */
export type UnitPrice = {
  /** Sent as `unit_type` with a price-breakup lead. */
  leadLabel: string;
  /** Carpet area, square feet. */
  carpetSqFt: { min: number; max: number };
  /** Starting price in rupees for the smallest unit of the type. */
  priceFrom: number;
  /** Price in rupees of the largest unit of the type. */
  priceUpTo: number;
};

export const unitPrices: readonly UnitPrice[] = [
  {
    leadLabel: "Retail shop",
    carpetSqFt: { min: 240, max: 620 },
    priceFrom: 8_500_000,
    priceUpTo: 11_500_000,
  },
  {
    leadLabel: "Fine-dining unit",
    carpetSqFt: { min: 700, max: 1_450 },
    priceFrom: 11_000_000,
    priceUpTo: 12_000_000,
  },
  {
    leadLabel: "Office",
    carpetSqFt: { min: 420, max: 1_050 },
    priceFrom: 7_500_000,
    priceUpTo: 10_500_000,
  },
  {
    leadLabel: "Studio apartment",
    carpetSqFt: { min: 310, max: 480 },
    priceFrom: 6_500_000,
    priceUpTo: 9_000_000,
  },
];

/** The advertised price range: the cheapest unit's starting price to the dearest unit's price. */
export const priceRange = {
  min: Math.min(...unitPrices.map((unit) => unit.priceFrom)),
  max: Math.max(...unitPrices.map((unit) => unit.priceUpTo)),
  currency: "INR",
} as const;

/** "₹65 L – ₹1.2 Cr" in a language's units. */
export const formatPriceRange = (units: MoneyUnits): string =>
  `${formatLakhCrore(priceRange.min, units)} – ${formatLakhCrore(priceRange.max, units)}`;

const sqFt = new Intl.NumberFormat("en-IN");

/** "700–1,450 sq ft", with the unit in the page's language. */
export const formatCarpetRange = ({ min, max }: UnitPrice["carpetSqFt"], unit: string): string =>
  `${sqFt.format(min)}–${sqFt.format(max)} ${unit}`;
