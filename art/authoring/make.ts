// Regenerates the original SVG artwork in art/ (npm run art). The SVGs are committed; this is
// how they were drawn, so an illustrator can adjust a scene and redraw it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { facade } from "./facade";
import { promenade } from "./promenade";
import { neighbourhoodMap, connectivity, ogCard } from "./maps";
import { lobby } from "./interior-lobby";
import { dining } from "./interior-dining";
import { studio } from "./interior-studio";
import { office } from "./interior-office";
import { parking } from "./interior-parking";
import { floorPlan } from "./floor-plan";
import { floorPlans, PLAN_CANVAS } from "../../lib/content/floor-plans";
import { highways, project } from "../../lib/i18n/english";

const artDir = path.resolve(__dirname, "..");
const only = process.argv[2];
const scenes: Record<string, () => string> = {
  "hero-facade-dusk": () => facade({ W: 1920, H: 1080, day: false, seed: 7 }),
  "hero-promenade-evening": () => promenade({ W: 1920, H: 1080, evening: true, seed: 3 }),
  "location-neighbourhood-map": neighbourhoodMap,
  "location-connectivity": () => connectivity(highways),
  "gallery-facade-day": () =>
    facade({ W: 1200, H: 900, day: true, seed: 11, FOCAL: 2900, CY: 0.84, CX: 0.47 }),
  "gallery-double-height-lobby": lobby,
  "gallery-retail-promenade": () =>
    promenade({ W: 1200, H: 900, evening: false, seed: 4, F: 1.25 }),
  "gallery-fine-dining": dining,
  "gallery-studio-apartment": studio,
  "gallery-office-floor": office,
  "gallery-parking-arrival": parking,
  "og-card": () =>
    ogCard({
      name: project.name,
      price: project.price.label,
      completion: project.completion.label,
    }),
  ...Object.fromEntries(
    floorPlans.map((plan) => [
      `floor-plan-${plan.slug}`,
      () => floorPlan(plan.layout, PLAN_CANVAS.width, PLAN_CANVAS.height),
    ]),
  ),
};
for (const [name, draw] of Object.entries(scenes)) {
  if (only && !name.includes(only)) continue;
  const markup = draw();
  const file = path.join(artDir, `${name}.svg`);
  // Unchanged files keep their mtime, so the image build does not re-encode them.
  if (existsSync(file) && readFileSync(file, "utf8") === markup) continue;
  writeFileSync(file, markup);
  console.log(`${name}.svg ${(markup.length / 1024).toFixed(1)} KiB`);
}
