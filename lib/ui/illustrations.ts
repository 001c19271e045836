/**
 * Every picture on the site is an illustration, not a photograph of the finished building: each
 * carries a visible caption saying so, and the map and diagram say they are not to scale.
 */
import type { SiteImage } from "../content/images";

export const illustrationLabels = {
  impression: "Artist's impression",
  map: "Illustrative map · Not to scale",
  diagram: "Illustrative diagram · Not to scale",
} as const;

const captionsByImage: Readonly<Record<string, string>> = {
  "location-neighbourhood-map": illustrationLabels.map,
  "location-connectivity": illustrationLabels.diagram,
};

export function illustrationCaption(image: SiteImage): string {
  return captionsByImage[image.name] ?? illustrationLabels.impression;
}
