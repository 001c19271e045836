#!/usr/bin/env node
/**
 * Builds the framework floor (bench/floor): a minimal Next.js static page with one heading, one
 * 1600×900 image and one useState button, on the same installed versions as the site (Node
 * resolves next and react from the root node_modules). Output: bench/floor/out/.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { encodePng } from "./png.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const floorDir = path.join(root, "bench", "floor");

/** A smooth two-tone landscape with a sun: enough detail to be a real image, drawn without libraries. */
function floorImage(width, height) {
  const raw = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    const offset = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const t = y / height;
      const ground = y > height * 0.62 + Math.sin(x / 140) * 40;
      const sun = Math.hypot(x - width * 0.7, y - height * 0.35) < 90;
      const rgb = sun
        ? [248, 214, 140]
        : ground
          ? [40 + 30 * t, 70 + 40 * t, 60]
          : [20 + 180 * t, 40 + 120 * t, 80 + 120 * t];
      for (let k = 0; k < 3; k++) raw[offset + 1 + x * 3 + k] = Math.round(rgb[k]);
    }
  }
  return encodePng(width, height, raw);
}

mkdirSync(path.join(floorDir, "public"), { recursive: true });
writeFileSync(path.join(floorDir, "public", "floor.png"), floorImage(1600, 900));
execFileSync(
  process.execPath,
  [path.join(root, "node_modules/next/dist/bin/next"), "build", floorDir],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  },
);
