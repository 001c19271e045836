/** Writes the icons named in lib/icons.ts, as symbols, to <ICON_SYMBOLS_FILE> from lucide-react's own icons. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { icons, type LucideIcon } from "lucide-react";
import { ICON_SYMBOLS_FILE, iconId, iconNames, type IconName } from "../lib/icons";

const root = path.resolve(__dirname, "..");

// Our names are lucide's in kebab case, except where lucide renamed the icon (Building2).
const LUCIDE_NAMES: Partial<Record<IconName, string>> = { building: "BuildingComplex" };
const pascal = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());

function lucideIcon(name: IconName): LucideIcon {
  const icon = icons[(LUCIDE_NAMES[name] ?? pascal(name)) as keyof typeof icons];
  if (!icon) throw new Error(`lucide-react has no icon for "${name}"`);
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
    (name) =>
      `<symbol id="${iconId(name)}" viewBox="0 0 24 24">${iconShapes(iconSources[name])}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

export function generateIconSprite(): { file: string; bytes: number } {
  const file = path.join(root, ICON_SYMBOLS_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const markup = spriteMarkup();
  writeFileSync(file, markup);
  return { file: ICON_SYMBOLS_FILE, bytes: Buffer.byteLength(markup) };
}
