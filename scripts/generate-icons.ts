/** The PNG app icons from app/icon.svg, on its own background (committed; rerun after a change). */
import { mkdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { run } from "./lib/build-env";

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

run(main);
