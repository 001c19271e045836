/** app/icon.svg and the PNG app icons, drawn in the brand's colours (committed; rerun after a change). */
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { appIcon } from "../lib/ui/app-icon";
import { run } from "./lib/build-env";

const outputs: [string, number][] = [
  ["app/apple-icon.png", 180],
  ["public/icons/icon-192.png", 192],
  ["public/icons/icon-512.png", 512],
];

async function main() {
  writeFileSync("app/icon.svg", appIcon.svg);
  mkdirSync("public/icons", { recursive: true });
  for (const [file, size] of outputs) {
    await sharp(Buffer.from(appIcon.svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .flatten({ background: appIcon.background })
      .png({ compressionLevel: 9 })
      .toFile(file);
    console.log(`${file} ${size}×${size}`);
  }
}

run(main);
