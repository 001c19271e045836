/**
 * Fonts a layout declares itself, not through next/font: scripts/generate-fonts.ts copies them to
 * public/fonts/ under content-hashed names and writes this manifest of their URLs.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Read from disk at build time, never imported: `npm run check` typechecks a clean clone before any font is cut. */
export const FONT_MANIFEST = "assets/fonts/public-fonts.json";

/** A subset's file name → the URL its hashed copy is served at ("/fonts/x.1a2b3c4d5e.woff2"). */
export type FontManifest = Record<string, string>;

/** "noto-sans-devanagari.woff2" → "noto-sans-devanagari.<10 hex of its SHA-256>.woff2". */
export function hashedFontName(file: string, bytes: Uint8Array): string {
  const ext = path.extname(file);
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
  return `${path.basename(file, ext)}.${hash}${ext}`;
}

/** The URL of `file`'s hashed copy; throws when the manifest or the copy is missing. */
export function publicFontUrl(file: string, root: string = process.cwd()): string {
  const manifestPath = path.join(root, FONT_MANIFEST);
  if (!existsSync(manifestPath))
    throw new Error(`${FONT_MANIFEST} is missing: run \`npm run assets\` to cut the fonts.`);
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, "utf8"));
  const url =
    typeof manifest === "object" && manifest !== null
      ? (manifest as Record<string, unknown>)[file]
      : undefined;
  if (typeof url !== "string" || !url.startsWith("/fonts/"))
    throw new Error(`${FONT_MANIFEST} names no public copy of ${file}: run \`npm run assets\`.`);
  if (!existsSync(path.join(root, "public", url)))
    throw new Error(`public${url} (from ${FONT_MANIFEST}) is missing: run \`npm run assets\`.`);
  return url;
}
