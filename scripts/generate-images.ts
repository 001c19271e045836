/** Renders lib/ui/images.ts from art/ into public/images (AVIF, WebP) and public/og-card.jpg, if stale. */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Sharp } from "sharp";
import sharp from "sharp";
import { brandColors } from "../lib/ui/brand";
import type { SiteImage } from "../lib/content/images";
import { socialCard } from "../lib/content/images";
import type { ImageFormat } from "../lib/ui/images";
import { imageFormats, imageGroups, imageUrl } from "../lib/ui/images";
import { findSource, heightFor, isUpToDate, progress, writeManifest } from "./lib/asset-utils";

const root = path.resolve(__dirname, "..");
export const artDir = path.join(root, "art");
const publicDir = path.join(root, "public");
export const ogJpegPath = path.join(publicDir, "og-card.jpg");

/** Encoder settings, tuned so the hero stays inside the hero budget (scripts/lib/budgets.json). */
const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 58, effort: 4, chromaSubsampling: "4:2:0" }),
  webp: (image) => image.webp({ quality: 80, effort: 4, smartSubsample: true }),
};

export function sourceFor(image: SiteImage): string {
  const source = findSource(image.name, artDir);
  if (!source) throw new Error(`No artwork for "${image.name}": add art/${image.name}.svg or .jpg`);
  return source;
}

/** The source at its intrinsic aspect ratio (cover-cropped), at `width` pixels wide. */
export function renderSource(image: SiteImage, width: number): Sharp {
  const source = sourceFor(image);
  // SVGs are rasterised at the density that yields the requested width, so nothing is upscaled.
  const density = source.endsWith(".svg") ? Math.max(72, (72 * width) / image.width) : undefined;
  return sharp(source, density ? { density } : {})
    .resize(width, heightFor(image, width), { fit: "cover", position: "centre" })
    .flatten({ background: brandColors.ink.DEFAULT });
}

/** Which source each image was last rendered from, so removing a dropped-in render rebuilds from the SVG. */
export const manifestPath = path.join(root, "node_modules/.cache/generate-images/sources.json");

function readManifest(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

export async function generateImages(): Promise<{ written: number; skipped: number }> {
  const previous = readManifest();
  const current: Record<string, string> = {};
  const sourceOf = (image: SiteImage) =>
    (current[image.name] ??= path.relative(root, sourceFor(image)));
  const fresh = (output: string, image: SiteImage) =>
    previous[image.name] === sourceOf(image) &&
    isUpToDate(output, [path.join(root, sourceOf(image)), __filename]);
  mkdirSync(path.join(publicDir, "images"), { recursive: true });
  const jobs = Object.values(imageGroups).flatMap((group) =>
    group.images.flatMap((image) =>
      group.widths.flatMap((width) =>
        imageFormats.map((format) => ({
          image,
          output: path.join(publicDir, imageUrl(image.name, width, format)),
          render: () => encoders[format](renderSource(image, width)),
        })),
      ),
    ),
  );
  // Not every social crawler reads AVIF or WebP; a JPEG og:image works everywhere.
  jobs.push({
    image: socialCard,
    output: ogJpegPath,
    render: () => renderSource(socialCard, socialCard.width).jpeg({ quality: 84, mozjpeg: true }),
  });
  const pending = jobs.filter((job) => !fresh(job.output, job.image));
  const step = progress("images", pending.length);
  for (const job of pending) {
    await job.render().toFile(job.output);
    step(path.basename(job.output));
  }
  writeManifest(manifestPath, current);
  return { written: pending.length, skipped: jobs.length - pending.length };
}
