/**
 * Writes the icon sprite (lib/icons.ts) to public/<ICON_SPRITE_PATH> from lucide-react's own
 * icons: one <symbol> per name, holding only the shapes. Runs in prebuild/predev.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  ArrowRight,
  Briefcase,
  Building2,
  CalendarCheck,
  Car,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  ConciergeBell,
  ExternalLink,
  Eye,
  FileDown,
  House,
  IndianRupee,
  MapPin,
  Menu,
  MessageCircle,
  Navigation,
  Pause,
  Phone,
  Play,
  Plus,
  Route,
  ShieldCheck,
  ShoppingBag,
  Store,
  UtensilsCrossed,
  Wrench,
  X,
  type LucideIcon,
} from "lucide-react";
import { ICON_SPRITE_PATH, iconNames, type IconName } from "../lib/icons";

const root = path.resolve(__dirname, "..");

/** Which lucide icon draws each name: the compiler insists on every name. */
export const iconSources: Record<IconName, LucideIcon> = {
  "arrow-right": ArrowRight,
  briefcase: Briefcase,
  building: Building2,
  "calendar-check": CalendarCheck,
  car: Car,
  check: Check,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-check": CircleCheck,
  "concierge-bell": ConciergeBell,
  "external-link": ExternalLink,
  eye: Eye,
  "file-down": FileDown,
  house: House,
  "indian-rupee": IndianRupee,
  "map-pin": MapPin,
  menu: Menu,
  "message-circle": MessageCircle,
  navigation: Navigation,
  pause: Pause,
  phone: Phone,
  play: Play,
  plus: Plus,
  route: Route,
  "shield-check": ShieldCheck,
  "shopping-bag": ShoppingBag,
  store: Store,
  "utensils-crossed": UtensilsCrossed,
  wrench: Wrench,
  x: X,
};

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
