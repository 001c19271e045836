/** Build-time assets (npm prebuild/predev): the responsive images, og-card.jpg and the brochure PDF. */
import { brochure } from "../lib/content";
import { generateBrochure } from "./generate-brochure";
import { generateImages } from "./generate-images";

async function main() {
  const started = Date.now();
  const { written, skipped } = await generateImages();
  const brochureWritten = await generateBrochure();
  console.log(
    `assets: ${written} images written, ${skipped} up to date; ${brochure.fileName} ${
      brochureWritten ? "written" : "up to date"
    } (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
