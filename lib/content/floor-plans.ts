/**
 * One floor plan per unit type (lib/content/prices.ts): drawn for the smallest unit of the type, a
 * preview on the page and, after the floor-plan form, a one-page PDF. The art pipeline draws the
 * previews (npm run art); the asset step copies them to public/floor-plans/ and writes the PDFs.
 */
import { planLayout, type PlanKind, type PlanLayout } from "../buyer/floor-plan-layout";
import { unitPrices, type UnitPrice } from "./prices";
import { floorPlanSettings, type DeveloperPlan } from "./floor-plan-settings";

/** The unit types' slugs, in the order of the price table. */
const slugs = ["retail-shop", "fine-dining", "office", "studio-apartment"] as const;
export type FloorPlanSlug = (typeof slugs)[number];

const kinds: Record<FloorPlanSlug, PlanKind> = {
  "retail-shop": "shop",
  "fine-dining": "dining",
  office: "office",
  "studio-apartment": "studio",
};

/** The drawn previews' size in pixels: one portrait canvas, so the cards line up. */
export const PLAN_CANVAS = { width: 800, height: 1000 } as const;

export type FloorPlan = {
  slug: FloorPlanSlug;
  unit: UnitPrice;
  /** The indicative layout, for the smallest unit of the type. */
  layout: PlanLayout;
  /** The preview shown on the page: the drawn layout, or the developer's own plan once set. */
  image: DeveloperPlan;
  /** True while the image is the drawn, indicative layout. */
  indicative: boolean;
  /** The PDF the floor-plan form downloads. */
  pdf: { href: string; fileName: string };
};

function floorPlan(slug: FloorPlanSlug, unit: UnitPrice): FloorPlan {
  const developer = floorPlanSettings.developerPlans[slug];
  return {
    slug,
    unit,
    layout: planLayout(kinds[slug], unit.carpetSqFt.min),
    image: developer ?? { src: `/floor-plans/floor-plan-${slug}.svg`, ...PLAN_CANVAS },
    indicative: !developer,
    pdf: {
      href: `/floor-plans/Nirala-Gateway-Floor-Plan-${slug}.pdf`,
      fileName: `Nirala-Gateway-Floor-Plan-${slug}.pdf`,
    },
  };
}

export const floorPlans: readonly FloorPlan[] = unitPrices.map((unit, i) => {
  const slug = slugs[i];
  if (!slug) throw new Error(`No floor-plan slug for unit type "${unit.leadLabel}"`);
  return floorPlan(slug, unit);
});
