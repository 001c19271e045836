/** Writes the icon sprite (lib/icons.ts) to public/<ICON_SPRITE_PATH> from lucide-react's own icons. */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { icons, type LucideIcon } from "lucide-react";
import { ICON_SPRITE_PATH, iconNames, LUCIDE_VERSION, type IconName } from "../lib/icons";

const root = path.resolve(__dirname, "..");

// Our names are lucide's in kebab case, except where lucide renamed the icon (Building2).
const LUCIDE_NAMES: Partial<Record<IconName, string>> = { building: "BuildingComplex" };
const pascal = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());

function lucideIcon(name: IconName): LucideIcon {
  const icon = icons[(LUCIDE_NAMES[name] ?? pascal(name)) as keyof typeof icons];
  if (!icon) throw new Error(`lucide-react ${LUCIDE_VERSION} has no icon for "${name}"`);
  return icon;
}

export const iconSources = Object.fromEntries(
  iconNames.map((name) => [name, lucideIcon(name)]),
) as Record<IconName, LucideIcon>;

/** The inside of lucide's <svg> for one icon: its paths, circles and rects. */
export function iconShapes(icon: LucideIcon): string {
  const svg = renderToStaticMarkup(createElement(icon));
  const shapes = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
  if (!shapes) throw new Error(`lucide rendered no <svg> shapes: ${svg.slice(0, 80)}`);
  return shapes;
}

export function spriteMarkup(): string {
  const symbols = iconNames.map(
    (name) => `<symbol id="${name}" viewBox="0 0 24 24">${iconShapes(iconSources[name])}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

export function generateIconSprite(): { file: string; bytes: number } {
  const file = path.join(root, "public", ICON_SPRITE_PATH);
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true });
  // Sprites for other icon sets or lucide releases would ship unreferenced.
  for (const old of readdirSync(dir)) {
    if (old !== path.basename(file)) rmSync(path.join(dir, old));
  }
  const markup = spriteMarkup();
  writeFileSync(file, markup);
  return { file: path.relative(root, file), bytes: Buffer.byteLength(markup) };
}
