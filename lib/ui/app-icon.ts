import { brandColors } from "./brand";

/** The app icon (app/icon.svg, and the PNGs drawn from it): the gateway arch in the brand's colours. */
export const appIcon = {
  background: brandColors.ink.DEFAULT,
  svg:
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${brandColors.ink.DEFAULT}"/>` +
    `<path d="M18 50V22l14-8 14 8v28" fill="none" stroke="${brandColors.brass[500]}" ` +
    `stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M27 50V36h10v14" fill="none" stroke="${brandColors.ivory.DEFAULT}" ` +
    `stroke-width="4" stroke-linejoin="round"/></svg>\n`,
} as const;
