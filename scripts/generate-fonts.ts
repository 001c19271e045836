/** Cuts the @fontsource-variable fonts down to lib/ui/font-subsets*.ts into assets/fonts/, the Hindi face also into public/fonts/ (prebuild). */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { publicFontFiles, shippedFontSubsets } from "../lib/ui/font-subsets-hindi";
import { FONT_MANIFEST, hashedFontName, type FontManifest } from "../lib/ui/fonts-manifest";
import { isUpToDate, replaceFile, writeManifest } from "./lib/asset-utils";

const root = path.resolve(__dirname, "..");
export const fontsDir = path.join(root, "assets", "fonts");
const configFiles = ["font-subsets.ts", "font-subsets-hindi.ts"].map((file) =>
  path.join(root, "lib", "ui", file),
);

/** Copies `files` into `publicDir` under content-hashed names, drops older cuts, writes the manifest. */
export function publishFonts(
  files: readonly string[],
  from: string,
  publicDir: string,
  manifestFile: string,
): FontManifest {
  mkdirSync(publicDir, { recursive: true });
  const manifest: FontManifest = {};
  for (const file of files) {
    const bytes = readFileSync(path.join(from, file));
    const name = hashedFontName(file, bytes);
    if (!existsSync(path.join(publicDir, name))) replaceFile(path.join(publicDir, name), bytes);
    manifest[file] = `/${path.basename(publicDir)}/${name}`;
  }
  const kept = new Set(Object.values(manifest).map((url) => path.basename(url)));
  for (const old of readdirSync(publicDir).filter((name) => !kept.has(name)))
    rmSync(path.join(publicDir, old), { force: true });
  writeManifest(manifestFile, manifest);
  return manifest;
}

export async function generateFonts(): Promise<{ written: number; bytes: number }> {
  mkdirSync(fontsDir, { recursive: true });
  let written = 0;
  let bytes = 0;
  for (const subset of shippedFontSubsets) {
    const source = path.join(root, subset.source);
    const output = path.join(fontsDir, subset.file);
    // The characters kept, beside the font: copy that changes them re-cuts it, whatever the file times.
    const keptFile = `${output}.characters.txt`;
    const sameCharacters =
      existsSync(keptFile) && readFileSync(keptFile, "utf8") === subset.characters;
    if (!sameCharacters || !isUpToDate(output, [source, ...configFiles, __filename])) {
      // Every layout feature and the glyphs its lookups reach are kept: conjuncts and matras still shape.
      const font = await subsetFont(readFileSync(source), subset.characters, {
        targetFormat: "woff2",
        variationAxes: { wght: subset.weight },
      });
      replaceFile(output, font);
      replaceFile(keptFile, subset.characters);
      written += 1;
    }
    bytes += readFileSync(output).length;
  }
  publishFonts(
    publicFontFiles,
    fontsDir,
    path.join(root, "public", "fonts"),
    path.join(root, FONT_MANIFEST),
  );
  return { written, bytes };
}
