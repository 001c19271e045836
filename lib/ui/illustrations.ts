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

export type IllustrationLabels = Record<keyof typeof illustrationLabels, string>;

const captionsByImage: Readonly<Record<string, keyof IllustrationLabels>> = {
  "location-neighbourhood-map": "map",
  "location-connectivity": "diagram",
};

/** The caption of a picture, in the words of the page's language. */
export function illustrationCaption(
  image: SiteImage,
  labels: IllustrationLabels = illustrationLabels,
): string {
  return labels[captionsByImage[image.name] ?? "impression"];
}
