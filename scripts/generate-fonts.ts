/** Cuts the @fontsource-variable fonts down to lib/ui/font-subsets.ts into assets/fonts/ (prebuild). */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { FONT_CHARACTERS, fontSubsets } from "../lib/ui/font-subsets";
import { isUpToDate } from "./lib/asset-utils";

const root = path.resolve(__dirname, "..");
export const fontsDir = path.join(root, "assets", "fonts");
const configFile = path.join(root, "lib", "ui", "font-subsets.ts");

export async function generateFonts(): Promise<{ written: number; bytes: number }> {
  mkdirSync(fontsDir, { recursive: true });
  let written = 0;
  let bytes = 0;
  for (const subset of fontSubsets) {
    const source = path.join(root, subset.source);
    const output = path.join(fontsDir, subset.file);
    if (!isUpToDate(output, [source, configFile, __filename])) {
      const font = await subsetFont(readFileSync(source), FONT_CHARACTERS, {
        targetFormat: "woff2",
        variationAxes: { wght: subset.weight },
      });
      writeFileSync(output, font);
      written += 1;
    }
    bytes += readFileSync(output).length;
  }
  return { written, bytes };
}
