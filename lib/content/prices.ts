/**
 * Unit types, carpet areas and starting prices. LAUNCH SETTINGS: the developer's price list is not
 * published yet, so every figure here is to be confirmed before launch (README: "Business facts to
 * confirm"). Each starting price must stay inside the advertised range (a unit test holds that).
 */
import { formatLakhCrore, type MoneyUnits } from "../buyer/format-inr";

export type UnitPrice = {
  /** Row header, as a buyer names the type. */
  name: string;
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
    name: "Retail shops",
    leadLabel: "Retail shop",
    carpetSqFt: { min: 240, max: 620 },
    priceFrom: 8_500_000,
    priceUpTo: 11_500_000,
  },
  {
    name: "Fine-dining units",
    leadLabel: "Fine-dining unit",
    carpetSqFt: { min: 700, max: 1_450 },
    priceFrom: 11_000_000,
    priceUpTo: 12_000_000,
  },
  {
    name: "Offices",
    leadLabel: "Office",
    carpetSqFt: { min: 420, max: 1_050 },
    priceFrom: 7_500_000,
    priceUpTo: 10_500_000,
  },
  {
    name: "Studio apartments",
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

/** "₹65 L – ₹1.2 Cr", or in another language's units. */
export const formatPriceRange = (units?: MoneyUnits): string =>
  `${formatLakhCrore(priceRange.min, units)} – ${formatLakhCrore(priceRange.max, units)}`;

export const priceRangeLabel = formatPriceRange();

const sqFt = new Intl.NumberFormat("en-IN");

export const formatCarpetRange = ({ min, max }: UnitPrice["carpetSqFt"], unit = "sq ft"): string =>
  `${sqFt.format(min)}–${sqFt.format(max)} ${unit}`;

export const formatPriceFrom = (unit: UnitPrice): string => formatLakhCrore(unit.priceFrom);
