import QRCode from "qrcode";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { QUIET_ZONE, qrShape } from "./qr";

/** The unit squares a 1-wide stroke of the path covers, as "x,y" of their top-left corners. */
function strokedSquares(path: string): Set<string> {
  const squares = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b, width] of path.matchAll(/([Mm])(-?[\d.]+) (-?[\d.]+)h(\d+)/g)) {
    if (command === "M") {
      x = Number(a);
      y = Number(b) - 0.5;
    } else {
      x += Number(a);
    }
    for (let i = 0; i < Number(width); i++) squares.add(`${x + i},${y}`);
    x += Number(width);
  }
  return squares;
}

/** Paints the stroked path onto an RGBA bitmap, `scale` pixels per module. */
function rasterize(path: string, extent: number, scale: number) {
  const side = extent * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const square of strokedSquares(path)) {
    const [x = 0, y = 0] = square.split(",").map(Number);
    for (let py = y * scale; py < (y + 1) * scale; py++) {
      for (let px = x * scale; px < (x + 1) * scale; px++) {
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
    const drawn = strokedSquares(shape.path);
    let dark = 0;
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        const isDark = modules.get(row, col) === 1;
        if (isDark) dark++;
        expect(drawn.has(`${col + QUIET_ZONE},${row + QUIET_ZONE}`)).toBe(isDark);
      }
    }
    expect(drawn.size).toBe(dark);
  });

  it("decodes back to its text", () => {
    const shape = qrShape(text);
    const { pixels, side } = rasterize(shape.path, shape.extent, 4);
    expect(jsQR(pixels, side, side)?.data).toBe(text);
  });
});
