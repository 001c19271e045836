import QRCode from "qrcode";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { QUIET_ZONE, qrShape } from "./qr";

/** Paints the path's rectangles onto an RGBA bitmap, `scale` pixels per module. */
function rasterize(path: string, extent: number, scale: number) {
  const side = extent * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(width)) * scale; px++) {
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
      }
    }
  }
  return { pixels, side };
}

describe("qrShape", () => {
  const text = "https://www.up-rera.in/projects/UPRERAPRJ000000";

  it("draws exactly the library's dark modules, inside a four-module quiet zone", () => {
    const shape = qrShape(text);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    expect(shape.extent).toBe(modules.size + 2 * QUIET_ZONE);
    const drawn = new Set<string>();
    for (const { x, y, width } of shape.runs) {
      for (let i = 0; i < width; i++) drawn.add(`${x + i - QUIET_ZONE},${y - QUIET_ZONE}`);
    }
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        expect(drawn.has(`${col},${row}`)).toBe(modules.get(row, col) === 1);
      }
    }
  });

  it("decodes back to its text", () => {
    const shape = qrShape(text);
    const { pixels, side } = rasterize(shape.path, shape.extent, 4);
    expect(jsQR(pixels, side, side)?.data).toBe(text);
  });
});
