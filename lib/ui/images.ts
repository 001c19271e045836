import type { SiteImage } from "../content/images";
import { galleryImages, heroImages, locationImages } from "../content/images";

/**
 * The widths each image is rendered at by scripts/generate-images.ts, and the URLs the
 * components ask for. Files: public/images/<name>-<width>.<avif|webp>. The social card is not a
 * group: crawlers get one JPEG (/og-card.jpg, lib/seo/metadata.ts), and unreferenced AVIF/WebP copies of it
 * would fail `npm run size`.
 */
export const imageFormats = ["avif", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export type ImageGroup = { images: readonly SiteImage[]; widths: readonly number[]; sizes: string };

export const imageGroups = {
  hero: { images: heroImages, widths: [480, 768, 1080, 1440, 1920], sizes: "100vw" },
  location: {
    images: locationImages,
    widths: [480, 800, 1200, 1600],
    sizes: "(min-width: 1024px) 50vw, 100vw",
  },
  gallery: {
    images: galleryImages,
    widths: [400, 640, 960, 1200],
    sizes: "(max-width: 480px) 100vw, (max-width: 768px) 50vw, 33vw",
  },
} as const satisfies Record<string, ImageGroup>;

export function imageUrl(name: string, width: number, format: ImageFormat): string {
  return `/images/${name}-${width}.${format}`;
}

export function srcSet(name: string, widths: readonly number[], format: ImageFormat): string {
  return widths.map((width) => `${imageUrl(name, width, format)} ${width}w`).join(", ");
}
