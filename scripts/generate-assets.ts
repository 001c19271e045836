/** Build-time assets (npm prebuild/predev): the responsive images, og-card.jpg, the brochure PDF and the font subsets. */
import { brochure } from "../lib/content/project";
import { run } from "./lib/build-env";
import { generateBrochure } from "./generate-brochure";
import { generateFloorPlans } from "./generate-floor-plans";
import { generateFonts } from "./generate-fonts";
import { generateImages } from "./generate-images";

async function main() {
  const started = Date.now();
  const { written, skipped } = await generateImages();
  const brochureWritten = await generateBrochure();
  const floorPlans = await generateFloorPlans();
  const fonts = await generateFonts();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `assets: ${written} images written, ${skipped} up to date; ${brochure.fileName} ${
      brochureWritten ? "written" : "up to date"
    }; floor-plan PDFs ${floorPlans} written; fonts ${fonts.written} written, ${(fonts.bytes / 1024).toFixed(1)} KiB (${seconds} s)`,
  );
}

run(main);
