#!/usr/bin/env node
/**
 * Renders the PNG app icons from the same drawing as app/icon.svg (night-blue tile, brass gateway,
 * ivory door) with no image library: a tiny rasteriser and PNG encoder on node:zlib.
 * Outputs are committed; rerun after changing the drawing:  node scripts/generate-icons.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function encodePng(width, height, raw) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
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
