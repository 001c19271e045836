/**
 * The shared facts read together with their English words, as one list each: for what only ever
 * speaks English (the brochure PDF, search engines' structured data, the web manifest, the art) and
 * for the tests. It holds no words of its own; they are in lib/i18n/en/. Server and tests only:
 * it reads the whole English dictionary.
 */
import * as images from "../content/images";
import {
  formatCarpetRange as formatCarpet,
  priceRange,
  unitPrices as prices,
} from "../content/prices";
import type { UnitPrice } from "../content/prices";
import * as facts from "../content/project";
import { navEntries as navTargets, type NavEntry } from "../content/navigation";
import { amenities as amenityIcons } from "../content/sections/amenities";
import { highways as highwayFigures } from "../content/sections/highways";
import { formatLakhCrore } from "../buyer/format-inr";
import { withAlts } from "./images";
import { enPages } from "./en/pages";
import { enPriceRange } from "./en/price-range";
import { enProject, enProjectDetails, enSector } from "./en/project";
import { enUi } from "./en/ui";

export const project = {
  ...facts.project,
  ...enProjectDetails,
  name: enProject.name,
  sector: enSector,
  locationLine: enProject.locationLine,
  region: enProject.region,
  price: { ...priceRange, label: enPriceRange },
  completion: { ...facts.project.completion, label: enProject.completion },
};

export const contact = {
  ...facts.contact,
  responsePromise: enUi.responsePromise,
  whatsappText: enUi.whatsappText,
};

export const map = { ...facts.map, frameTitle: enUi.map.frameTitle };

export const unitPrices = prices.map((unit, index) => ({
  ...unit,
  name: enPages.prices.unitNames[index] ?? "",
}));

/** "700–1,450 sq ft". */
export const formatCarpetRange = (range: UnitPrice["carpetSqFt"]): string =>
  formatCarpet(range, enPages.prices.sqFt);

/** "₹65 L": a unit type's starting price. */
export const formatPriceFrom = (unit: UnitPrice): string => formatLakhCrore(unit.priceFrom);

export const amenities = amenityIcons.map((amenity, index) => ({
  ...amenity,
  name: enPages.amenities.items[index]?.name ?? "",
  description: enPages.amenities.items[index]?.description ?? "",
}));

export const highways = highwayFigures.map((highway, index) => ({
  ...highway,
  name: enPages.highways.items[index]?.name ?? "",
  description: enPages.highways.items[index]?.description ?? "",
}));

/** One highway with its English name and description. */
export type Highway = (typeof highways)[number];

export const navEntries: NavEntry[] = navTargets.map((entry, index) => ({
  ...entry,
  label: enUi.nav[index] ?? "",
}));

export const heroImages = withAlts(images.heroImages, enPages.images.hero);
export const galleryImages = withAlts(images.galleryImages, enPages.images.gallery);
export const socialCard = { ...images.socialCard, alt: enPages.images.social };
