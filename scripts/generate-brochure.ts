/** public/<brochure.fileName> from lib/content/ in the site's faces and art; pages in scripts/brochure/. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import type { SiteImage } from "../lib/content/images";
import { galleryImages, heroImages, locationImages } from "../lib/content/images";
import { brochure } from "../lib/content/project";
import { FONT_CHARACTERS } from "../lib/ui/font-subsets";
import { heightFor, isUpToDate } from "./lib/asset-utils";
import { listFiles } from "./lib/build-env";
import { localImports } from "./lib/import-graph";
import { manifestPath, renderSource, sourceFor } from "./generate-images";

const root = path.resolve(__dirname, "..");
const brochurePath = path.join(root, "public", brochure.fileName);
/** A4's width in points, the width inside its 56 pt margins, the heights of the two banners. */
const [PAGE, WIDTH, COVER_ART, LOBBY_ART] = [595.28, 595.28 - 112, 470, 210];

function artImages() {
  const lobby = galleryImages.find((image) => image.name.includes("lobby"));
  const [hero, connectivity] = [heroImages[0], locationImages[1]];
  if (!hero || !lobby || !connectivity) throw new Error("Brochure: lib/content/ lacks an image");
  return { hero, lobby, connectivity };
}

/** A JPEG of an art source, cover-cropped to the box it fills in the PDF (2 px per point). */
async function artJpeg(image: SiteImage, width: number, height: number) {
  const [w, h] = [Math.round(width * 2), Math.round(height * 2)];
  const data = await renderSource(image, Math.max(w, Math.round((h * image.width) / image.height)))
    .resize(w, h, { fit: "cover", position: "centre" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { data, format: "jpg" as const, width, height };
}

/** A one-record name table, as an instance keeps "Manrope-ExtraLight" and the PDF shows it. */
function renamed(ttf: Buffer, postscriptName: string): Buffer {
  const name = Buffer.from(postscriptName, "utf16le").swap16();
  const table = Buffer.alloc(18); // Windows, Unicode BMP, US English, name id 6.
  [0, 1, 18, 3, 1, 0x409, 6, name.length, 0].forEach((n, i) => table.writeUInt16BE(n, i * 2));
  const font = Buffer.concat([ttf, Buffer.alloc(-ttf.length & 3)]); // 4-byte aligned
  for (let entry = 12; entry < 12 + 16 * font.readUInt16BE(4); entry += 16) {
    if (font.toString("latin1", entry, entry + 4) !== "name") continue;
    font.writeUInt32BE(font.length, entry + 8);
    font.writeUInt32BE(table.length + name.length, entry + 12);
  }
  return Buffer.concat([font, table, name]);
}

const FACES = [
  ["playfair-display", "Playfair Display", 600, "SemiBold"],
  ["manrope", "Manrope", 400, "Regular"],
  ["manrope", "Manrope", 700, "Bold"],
] as const;
const fontsDir = path.join(root, "node_modules/@fontsource-variable");
const fontFile = (file: string, ext: string) =>
  path.join(fontsDir, file, "files", `${file}-latin${ext}-wght-normal.woff2`);

/** Each face at its weight, plus an "… Ext" family from the latin-ext file, which alone has "₹". */
export async function brochureFonts(extraCharacters = "") {
  const fonts = FACES.flatMap(([file, face, fontWeight, style]) =>
    ["", "-ext"].map(async (ext) => {
      const woff2 = readFileSync(fontFile(file, ext));
      const ttf = await subsetFont(woff2, `${FONT_CHARACTERS}₹${extraCharacters}`, {
        targetFormat: "truetype",
        variationAxes: { wght: fontWeight },
      });
      // The PDF writer shares fonts that have the same name, so each gets its own.
      const family = ext ? `${face} Ext` : face;
      const font = renamed(ttf, `${family.replace(/ /g, "")}-${style}`).toString("base64");
      return { family, fontWeight, src: `data:font/ttf;base64,${font}` };
    }),
  );
  return Promise.all(fonts);
}

async function buildBrochure(): Promise<Buffer> {
  // react-pdf is ES modules only, so the pages load as one too (scripts/brochure/package.json).
  const { renderBrochure } = await import("./brochure/brochure-document");
  const { hero, lobby, connectivity } = artImages();
  const art = {
    hero: await artJpeg(hero, PAGE, COVER_ART),
    lobby: await artJpeg(lobby, PAGE, LOBBY_ART),
    connectivity: await artJpeg(connectivity, WIDTH, heightFor(connectivity, WIDTH)),
  };
  return renderBrochure({ fonts: await brochureFonts(), art });
}

/** The files the brochure is made from: rebuild when any of them changes (import-graph.test.ts). */
export function brochureInputs(): string[] {
  const pagesDir = path.join(__dirname, "brochure");
  const pages = listFiles(pagesDir).map((file) => path.join(pagesDir, file)); // and its package.json
  const files = [
    // This file, the pages and every file of the repository they import; not packages.
    ...localImports([__filename, ...pages.filter((file) => file.endsWith(".tsx"))], root),
    ...pages,
    // Read by path: the faces, and the art (the manifest changes when an image's source does,
    // e.g. a real render dropped into art/).
    ...FACES.flatMap(([file]) => ["", "-ext"].map((ext) => fontFile(file, ext))),
    ...(existsSync(manifestPath) ? [manifestPath] : []),
    ...Object.values(artImages()).map(sourceFor),
  ];
  return [...new Set(files)];
}

export async function generateBrochure(): Promise<boolean> {
  if (isUpToDate(brochurePath, brochureInputs())) return false;
  mkdirSync(path.dirname(brochurePath), { recursive: true });
  writeFileSync(brochurePath, await buildBrochure());
  return true;
}
