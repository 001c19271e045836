/**
 * Launch setting: the developer's own floor plans. Until the developer hands them over, each unit
 * type shows an indicative layout drawn from its carpet area (art/authoring/floor-plan.ts). To use
 * a real plan, put its image in public/floor-plans/ and name it here under the unit type's slug (lib/content/floor-plans.ts)
 * with its size in pixels; the section and its PDF then show it instead. README: "Business facts
 * to confirm before launch".
 */
export type DeveloperPlan = {
  /** Path under public/, e.g. "/floor-plans/developer-retail-shop.png" (PNG or JPEG). */
  src: string;
  width: number;
  height: number;
};

export const floorPlanSettings: { developerPlans: Partial<Record<string, DeveloperPlan>> } = {
  developerPlans: {},
};
