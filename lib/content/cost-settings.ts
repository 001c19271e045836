/**
 * Launch settings: every rate and charge of the all-in cost sheet and the payment plans, in one
 * place, each with its source. Placeholders until the developer's price list and its CA confirm them
 * (README: "Business facts to confirm before launch"; sources in docs/costs.md).
 */
import { unitPrices } from "./prices";

export type PlcId = "corner" | "parkFacing" | "mainRoad";
export type TaxCategory = "commercial" | "residential";
export type Buyer = "man" | "woman" | "joint";

/** The charges of one unit type, in the order of the price list (lib/content/prices.ts). */
export type UnitCostSettings = {
  category: TaxCategory;
  /** The location options a unit of this type can have. */
  plcOptions: readonly PlcId[];
  /** One covered parking space, rupees; part of the price list's "price from". */
  parking: number;
  /** Interest-free maintenance security, rupees per sq ft of carpet area. */
  ifmsPerSqFt: number;
  /** Maintenance, rupees per sq ft of carpet area a month, paid in advance at possession. */
  maintenancePerSqFtMonth: number;
};

const PLACEHOLDER =
  "Placeholder in the range of NCR price lists; the developer's price list to confirm";

export const costSettings = {
  /** Each location option as a share of the base price, percent. */
  plcPct: {
    value: { corner: 5, parkFacing: 5, mainRoad: 7.5 } satisfies Record<PlcId, number>,
    source: PLACEHOLDER,
  },
  /** Per unit type, aligned with `unitPrices`. */
  units: {
    value: [
      {
        category: "commercial",
        plcOptions: ["corner", "mainRoad"],
        parking: 300_000,
        ifmsPerSqFt: 150,
        maintenancePerSqFtMonth: 6,
      },
      {
        category: "commercial",
        plcOptions: ["corner", "mainRoad"],
        parking: 300_000,
        ifmsPerSqFt: 150,
        maintenancePerSqFtMonth: 6,
      },
      {
        category: "commercial",
        plcOptions: ["corner", "parkFacing"],
        parking: 300_000,
        ifmsPerSqFt: 100,
        maintenancePerSqFtMonth: 5,
      },
      {
        category: "residential",
        plcOptions: ["corner", "parkFacing"],
        parking: 250_000,
        ifmsPerSqFt: 75,
        maintenancePerSqFtMonth: 4,
      },
    ] satisfies readonly UnitCostSettings[],
    source: PLACEHOLDER,
  },
  /** Months of maintenance collected in advance at possession. */
  advanceMaintenanceMonths: { value: 12, source: PLACEHOLDER },
  /** GST on an under-construction unit, percent of the agreement value. */
  gstPct: {
    value: { residential: 5, commercial: 12 } satisfies Record<TaxCategory, number>,
    source:
      "CBIC notification 3/2019 (residential 5 % without input tax credit); commercial reported at 12 % or 18 %: the developer's CA must confirm",
  },
  /** Uttar Pradesh stamp duty on the agreement value, percent. */
  stampDutyPct: {
    value: 7,
    source: "Uttar Pradesh stamp and registration department: 7 % of the value",
  },
  /** A woman buyer's rebate, percent, on the value up to the cap. */
  womanRebate: {
    value: { pct: 1, capValue: 10_000_000 },
    source:
      "UP government order extending the 1 % rebate for women to values up to ₹1 crore (2025)",
  },
  /** Joint buyers (a man and a woman): the share the woman holds, on which her rebate applies. */
  jointWomanShare: {
    value: 0.5,
    source: "Assumed equal shares; the sub-registrar applies the rebate to the woman's share",
  },
  /** Uttar Pradesh registration fee, percent of the value. */
  registrationPct: {
    value: 1,
    source: "Uttar Pradesh stamp and registration department: 1 % of the value",
  },
  /** Construction-linked plan: each stage's share of the agreement value, percent; they add up to 100. */
  constructionLinked: {
    value: [
      { id: "booking", pct: 10 },
      { id: "agreement", pct: 10 },
      { id: "basementRoof", pct: 15 },
      { id: "groundRoof", pct: 15 },
      { id: "topRoof", pct: 15 },
      { id: "brickwork", pct: 10 },
      { id: "finishes", pct: 15 },
      { id: "possession", pct: 10 },
    ] satisfies readonly PlanStage[],
    source: PLACEHOLDER,
  },
  /** Possession-linked plan, offered or not; its stages as above. */
  possessionLinked: {
    value: {
      offered: true,
      stages: [
        { id: "booking", pct: 10 },
        { id: "agreement", pct: 20 },
        { id: "possession", pct: 70 },
      ] satisfies readonly PlanStage[],
    },
    source: PLACEHOLDER,
  },
  /** Banks that have approved the project for home loans; placeholders until their approval letters arrive. */
  approvedBanks: {
    value: ["State Bank of India", "HDFC Bank", "ICICI Bank", "Axis Bank", "Punjab National Bank"],
    source: "The banks' project approval letters, from the developer",
  },
} as const;

export type StageId =
  | "booking"
  | "agreement"
  | "basementRoof"
  | "groundRoof"
  | "topRoof"
  | "brickwork"
  | "finishes"
  | "possession";

export type PlanStage = { id: StageId; pct: number };

/** The cost settings of each unit type, beside its price-list entry. */
export const unitCosts = unitPrices.map((unit, index) => ({
  ...unit,
  ...(costSettings.units.value[index] as UnitCostSettings),
}));

export type UnitCost = (typeof unitCosts)[number];
