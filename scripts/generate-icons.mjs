#!/usr/bin/env node
/**
 * Renders the PNG app icons from the same drawing as app/icon.svg (night-blue tile, brass gateway,
 * ivory door) with no image library: a tiny rasteriser and PNG encoder on node:zlib.
 * Outputs are committed; rerun after changing the drawing:  node scripts/generate-icons.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { encodePng } from "./png.mjs";

const INK = [0x0e, 0x1a, 0x26];
const BRASS = [0xc4, 0x91, 0x4a];
const IVORY = [0xf8, 0xf5, 0xef];
/** In app/icon.svg's 64-unit viewBox; strokes 4 units wide, ending flush at y = 50. */
const strokes = [
  {
    color: BRASS,
    points: [
      [18, 50],
      [18, 22],
      [32, 14],
      [46, 22],
      [46, 50],
    ],
  },
  {
    color: IVORY,
    points: [
      [27, 50],
      [27, 36],
      [37, 36],
      [37, 50],
    ],
  },
];
const HALF_WIDTH = 2;
const SAMPLES = 4;

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function colourAt(x, y) {
  for (const { color, points } of strokes) {
    if (y > 50) continue;
    for (let i = 1; i < points.length; i++) {
      if (distanceToSegment(x, y, points[i - 1], points[i]) <= HALF_WIDTH) return color;
    }
  }
  return INK;
}

function render(size) {
  const scale = 64 / size;
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let row = 0; row < size; row++) {
    const offset = row * (size * 3 + 1);
    raw[offset] = 0; // filter: none
    for (let col = 0; col < size; col++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const c = colourAt(
            (col + (sx + 0.5) / SAMPLES) * scale,
            (row + (sy + 0.5) / SAMPLES) * scale,
          );
          for (let k = 0; k < 3; k++) sum[k] += c[k];
        }
      }
      for (let k = 0; k < 3; k++) raw[offset + 1 + col * 3 + k] = Math.round(sum[k] / SAMPLES ** 2);
    }
  }
  return encodePng(size, size, raw);
}

const outputs = [
  ["app/apple-icon.png", 180],
  ["public/icons/icon-192.png", 192],
  ["public/icons/icon-512.png", 512],
];
mkdirSync("public/icons", { recursive: true });
for (const [file, size] of outputs) {
  writeFileSync(file, render(size));
  console.log(`${file} ${size}×${size}`);
}
