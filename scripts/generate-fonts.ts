/** Cuts the @fontsource-variable fonts down to lib/ui/font-subsets*.ts into assets/fonts/ (prebuild). */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { shippedFontSubsets } from "../lib/ui/font-subsets-hindi";
import { isUpToDate } from "./lib/asset-utils";

const root = path.resolve(__dirname, "..");
export const fontsDir = path.join(root, "assets", "fonts");
const configFiles = ["font-subsets.ts", "font-subsets-hindi.ts"].map((file) =>
  path.join(root, "lib", "ui", file),
);

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
      writeFileSync(output, font);
      writeFileSync(keptFile, subset.characters);
      written += 1;
    }
    bytes += readFileSync(output).length;
  }
  return { written, bytes };
}
