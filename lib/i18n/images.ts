/** Pictures with their alt text in the page's language; the files and sizes are the same. */
import type { SiteImage } from "../content/images";

export function withAlts(images: readonly SiteImage[], alts: readonly string[]): SiteImage[] {
  return images.map((image, index) => ({ ...image, alt: alts[index] ?? image.alt }));
}
