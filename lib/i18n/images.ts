/** Pictures with their alt text in the page's language; the files and sizes are the same. */
import type { ShownImage, SiteImage } from "../content/images";

export function withAlts(images: readonly SiteImage[], alts: readonly string[]): ShownImage[] {
  return images.map((image, index) => ({ ...image, alt: alts[index] ?? "" }));
}
