/**
 * Every picture on the site is an illustration, not a photograph of the finished building: each
 * carries a visible caption saying so, and the map and diagram say they are not to scale.
 */
import type { SiteImage } from "../content/images";

/** The three captions, in the page's language (the dictionaries' pages.illustrations). */
export type IllustrationLabels = Record<"impression" | "map" | "diagram", string>;

const captionsByImage: Readonly<Record<string, keyof IllustrationLabels>> = {
  "location-neighbourhood-map": "map",
  "location-connectivity": "diagram",
};

/** The caption of a picture, in the words of the page's language. */
export function illustrationCaption(image: SiteImage, labels: IllustrationLabels): string {
  return labels[captionsByImage[image.name] ?? "impression"];
}
