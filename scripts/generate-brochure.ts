/**
 * Builds public/<brochure.fileName> from lib/content/ and lib/legal.ts, so the brochure never
 * disagrees with the site. This file gathers the site's typefaces and art; the pages themselves
 * are laid out by @react-pdf/renderer in scripts/brochure/brochure-document.tsx.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import type { SiteImage } from "../lib/content/images";
import { galleryImages, heroImages, locationImages } from "../lib/content/images";
import { brochure } from "../lib/content/project";
import { FONT_CHARACTERS } from "../lib/font-subsets";
import { disclaimer } from "../lib/legal";
import type { BrochureArt, BrochureFont } from "./brochure/brochure-document";
import { heightFor, isUpToDate } from "./lib/asset-utils";
import { manifestPath, renderSource, sourceFor } from "./generate-images";

const root = path.resolve(__dirname, "..");
const brochurePath = path.join(root, "public", brochure.fileName);
/** A4 in points, the width inside its 56 pt margins, and the height of the two banner pictures. */
const [PAGE, WIDTH, COVER_ART, LOBBY_ART] = [595.28, 595.28 - 112, 470, 210];

/** The disclaimer sections the brochure carries, reworded from "the Website" to this brochure. */
const BROCHURE_DISCLAIMER_SECTIONS = ["information-only", "images", "changes", "rera", "verify"];

export function brochureDisclaimer(): string[] {
  return disclaimer.sections
    .filter((section) => BROCHURE_DISCLAIMER_SECTIONS.includes(section.id))
    .map((section) =>
      (section.paragraphs[0] ?? "")
        .replace(/\bon the Website\b/g, "in this brochure")
        .replace(/\bThe Website\b/g, "This brochure")
        .replace(/\bthe Website\b/g, "this brochure"),
    );
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Brochure: ${what} is missing from lib/content/`);
  return value;
}

const artImages = () => ({
  hero: required(heroImages[0], "the first hero image"),
  lobby: required(
    galleryImages.find((i) => i.name.includes("lobby")),
    "the lobby image",
  ),
  connectivity: required(locationImages[1], "the connectivity image"),
});

/** A JPEG of an art source, cover-cropped to the box it fills in the PDF (2 px per point). */
async function artJpeg(image: SiteImage, widthPt: number, heightPt: number) {
  const [width, height] = [Math.round(widthPt * 2), Math.round(heightPt * 2)];
  const sourceWidth = Math.max(width, Math.round((height * image.width) / image.height));
  const data = await renderSource(image, sourceWidth)
    .resize(width, height, { fit: "cover", position: "centre" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { data, format: "jpg" as const, width: widthPt, height: heightPt };
}

/**
 * A TrueType name table holding only these names: an instance cut from a variable font keeps its
 * default name ("Manrope-ExtraLight"), and the PDF names each embedded font after it.
 */
function renamed(ttf: Buffer, family: string, style: string): Buffer {
  const names = [family, style, `${family} ${style}`, `${family.replace(/ /g, "")}-${style}`];
  const strings = names.map((name) => Buffer.from(name, "utf16le").swap16());
  const table = Buffer.alloc(6 + 12 * names.length);
  table.writeUInt16BE(names.length, 2);
  table.writeUInt16BE(table.length, 4);
  let offset = 0;
  strings.forEach((string, i) => {
    // Windows platform, Unicode BMP, US English: name ids 1, 2, 4 and 6.
    const record = [3, 1, 0x409, [1, 2, 4, 6][i]!, string.length, offset];
    record.forEach((value, j) => table.writeUInt16BE(value, 6 + 12 * i + 2 * j));
    offset += string.length;
  });
  // The new table goes at the end, 4-byte aligned, and the directory entry points at it.
  const font = Buffer.concat([ttf, Buffer.alloc((4 - (ttf.length % 4)) % 4)]);
  for (let entry = 12; entry < 12 + 16 * font.readUInt16BE(4); entry += 16) {
    if (font.toString("latin1", entry, entry + 4) !== "name") continue;
    font.writeUInt32BE(font.length, entry + 8);
    font.writeUInt32BE(offset + table.length, entry + 12);
  }
  return Buffer.concat([font, table, ...strings]);
}

/**
 * The site's typefaces, each weight pinned from @fontsource's variable files. The latin files lack
 * "₹", which sits in the latin-ext ones, so each face has a second family the text falls back to.
 */
async function brochureFonts(): Promise<BrochureFont[]> {
  const faces = [
    ["playfair-display", "Playfair Display", 600, "SemiBold"],
    ["manrope", "Manrope", 400, "Regular"],
    ["manrope", "Manrope", 700, "Bold"],
  ] as const;
  const fonts = faces.flatMap(([file, family, weight, style]) =>
    ["latin", "latin-ext"].map(async (subset) => {
      const dir = path.join(root, "node_modules/@fontsource-variable", file, "files");
      const woff2 = readFileSync(path.join(dir, `${file}-${subset}-wght-normal.woff2`));
      const ttf = await subsetFont(woff2, `${FONT_CHARACTERS}₹`, {
        targetFormat: "truetype",
        variationAxes: { wght: weight },
      });
      // Each font needs a name of its own: the PDF writer shares fonts that have the same one.
      const name = subset === "latin" ? family : `${family} Ext`;
      const src = `data:font/ttf;base64,${renamed(ttf, name, style).toString("base64")}`;
      return { family: name, fontWeight: weight, src };
    }),
  );
  return Promise.all(fonts);
}

async function buildBrochure(): Promise<Buffer> {
  // @react-pdf/renderer is ES modules only, so it and the pages load as such, from a folder marked so.
  const { renderBrochure } = await import("./brochure/brochure-document");
  const { hero, lobby, connectivity } = artImages();
  const art: BrochureArt = {
    hero: await artJpeg(hero, PAGE, COVER_ART),
    lobby: await artJpeg(lobby, PAGE, LOBBY_ART),
    connectivity: await artJpeg(connectivity, WIDTH, heightFor(connectivity, WIDTH)),
  };
  return renderBrochure({ fonts: await brochureFonts(), art, disclaimer: brochureDisclaimer() });
}

/** The files the brochure is made from: rebuild when any of them changes. */
function brochureInputs(): string[] {
  const lib = path.join(root, "lib");
  const pages = path.join(__dirname, "brochure");
  return [
    ...readdirSync(path.join(lib, "content"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => path.join(lib, "content", file)),
    ...["brand.ts", "legal.ts", "rera.ts", "qr.ts", "font-subsets.ts"].map((file) =>
      path.join(lib, file),
    ),
    __filename,
    ...readdirSync(pages).map((file) => path.join(pages, file)),
    // Rewritten only when an image's source changes (e.g. a real render dropped into art/).
    ...(existsSync(manifestPath) ? [manifestPath] : []),
    ...Object.values(artImages()).map(sourceFor),
  ];
}

export async function generateBrochure(): Promise<boolean> {
  if (isUpToDate(brochurePath, brochureInputs())) return false;
  mkdirSync(path.dirname(brochurePath), { recursive: true });
  writeFileSync(brochurePath, await buildBrochure());
  return true;
}
