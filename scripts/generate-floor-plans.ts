/** public/floor-plans/: each unit type's plan preview and its one-page PDF (lib/content/floor-plans.ts). */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { floorPlans, type FloorPlan } from "../lib/content/floor-plans";
import { pricesSection } from "../lib/i18n/en/sections/buying";
import { brochureFonts } from "./generate-brochure";
import { isUpToDate } from "./lib/asset-utils";
import { localImports } from "./lib/import-graph";

const root = path.resolve(__dirname, "..");
const publicDir = path.join(root, "public");
const pagesDir = path.join(__dirname, "floor-plans");
const sqFt = new Intl.NumberFormat("en-IN");

/** The plan's picture: the drawn one from art/, or the developer's own from public/. */
const sourceOf = (plan: FloorPlan) =>
  plan.indicative
    ? path.join(root, "art", `floor-plan-${plan.slug}.svg`)
    : path.join(publicDir, plan.image.src);

/** The plan as a palette PNG, 2 px per point of its width on the page. */
async function planPng(plan: FloorPlan) {
  const width = 600;
  const height = Math.round((width * plan.image.height) / plan.image.width);
  const data = await sharp(sourceOf(plan), { density: 144 })
    .resize(width, height, { fit: "contain", background: "#ffffff" })
    .png({ palette: true })
    .toBuffer();
  return { data, width, height };
}

/** The files each PDF is made from: rebuild when any changes. */
function inputs(plan: FloorPlan): string[] {
  const document = path.join(pagesDir, "floor-plan-document.tsx");
  return [...localImports([__filename, document], root), sourceOf(plan)];
}

export async function generateFloorPlans(): Promise<number> {
  mkdirSync(path.join(publicDir, "floor-plans"), { recursive: true });
  const { renderFloorPlan } = await import("./floor-plans/floor-plan-document");
  let written = 0;
  let fonts: Awaited<ReturnType<typeof brochureFonts>> | undefined;
  for (const [index, plan] of floorPlans.entries()) {
    if (plan.indicative) copyFileSync(sourceOf(plan), path.join(publicDir, plan.image.src));
    else if (!existsSync(sourceOf(plan)))
      throw new Error(`Floor plan: ${plan.image.src} is missing from public/`);
    const pdfPath = path.join(publicDir, plan.pdf.href);
    if (isUpToDate(pdfPath, inputs(plan))) continue;
    fonts ??= await brochureFonts("×");
    const sheet = {
      unitName: pricesSection.unitNames[index] ?? plan.unit.leadLabel,
      area: `${sqFt.format(plan.unit.carpetSqFt.min)} ${pricesSection.sqFt}`,
      layout: plan.layout,
      image: await planPng(plan),
      indicative: plan.indicative,
    };
    writeFileSync(pdfPath, await renderFloorPlan(sheet, fonts));
    written++;
  }
  return written;
}
