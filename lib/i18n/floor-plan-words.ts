/** The floor plans' words in each language, for the server-rendered section. */
import { enFloorPlans } from "./en/floor-plans";
import { hiFloorPlans } from "./hi/floor-plans";
import type { Lang } from "./lang";

export const floorPlanWords = { en: enFloorPlans, hi: hiFloorPlans } satisfies Record<
  Lang,
  unknown
>;
