/**
 * The PNG app icons, drawn by sharp from app/icon.svg (the one drawing), as square tiles on the
 * icon's own background colour (iOS and Android round the corners themselves).
 * Outputs are committed; rerun after changing the drawing:  npx tsx scripts/generate-icons.ts
 */
import { mkdirSync, readFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("app/icon.svg", "utf8");
const background = /<rect\b[^>]*\bfill="([^"]+)"/.exec(svg)?.[1];
if (!background) throw new Error("app/icon.svg has no background <rect fill>.");
const outputs: [string, number][] = [
  ["app/apple-icon.png", 180],
  ["public/icons/icon-192.png", 192],
  ["public/icons/icon-512.png", 512],
];

async function main() {
  mkdirSync("public/icons", { recursive: true });
  for (const [file, size] of outputs) {
    await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .flatten({ background })
      .png({ compressionLevel: 9 })
      .toFile(file);
    console.log(`${file} ${size}×${size}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
