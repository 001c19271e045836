/**
 * A QR code as vector data, built with the `qrcode` library at build time (never in the browser):
 * the dark modules as one SVG path of horizontal runs, plus the quiet zone the standard asks for.
 */
import QRCode from "qrcode";

/** The standard's quiet zone: four modules of light margin on every side. */
export const QUIET_ZONE = 4;

export type QrShape = {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Modules per side, quiet zone included: the SVG viewBox. */
  extent: number;
  /** Rows of [x, width] runs of dark modules, in module units, offset by the quiet zone. */
  runs: readonly { y: number; x: number; width: number }[];
  /** The runs as an SVG path to stroke 1 unit wide: each row starts absolute, then moves along it. */
  path: string;
};

export function qrShape(text: string): QrShape {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size } = modules;
  const runs: { y: number; x: number; width: number }[] = [];
  for (let row = 0; row < size; row++) {
    let start = -1;
    for (let col = 0; col <= size; col++) {
      const dark = col < size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push({ y: row + QUIET_ZONE, x: start + QUIET_ZONE, width: col - start });
        start = -1;
      }
    }
  }
  // Stroked horizontal lines through each row's middle: about half the bytes of filled rectangles,
  // which matters because this sits in every page's HTML.
  let path = "";
  let previous: { y: number; end: number } | null = null;
  for (const { x, y, width } of runs) {
    path += previous?.y === y ? `m${x - previous.end} 0h${width}` : `M${x} ${y + 0.5}h${width}`;
    previous = { y, end: x + width };
  }
  return { size, extent: size + QUIET_ZONE * 2, runs, path };
}
