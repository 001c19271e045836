/** Pure helpers shared by the image and brochure generators (unit-tested in asset-utils.test.ts). */
import { existsSync, statSync } from "node:fs";
import path from "node:path";

/** A real render dropped in by marketing wins over the original SVG artwork of the same name. */
const SOURCE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "svg"];

export function findSource(
  name: string,
  artDir: string,
  exists: (file: string) => boolean = existsSync,
): string | null {
  const candidates = SOURCE_EXTENSIONS.map((ext) => path.join(artDir, `${name}.${ext}`));
  return candidates.find((candidate) => exists(candidate)) ?? null;
}

/** Output height for a width, keeping the image's intrinsic aspect ratio. */
export function heightFor(image: { width: number; height: number }, width: number): number {
  return Math.round((width * image.height) / image.width);
}

/** True when the output exists and is newer than every input it was made from. */
export function isUpToDate(output: string, inputs: readonly string[]): boolean {
  if (!existsSync(output)) return false;
  const built = statSync(output).mtimeMs;
  return inputs.every((input) => statSync(input).mtimeMs < built);
}

/** Characters a PDF font may lack, and what we print instead. */
const PDF_REPLACEMENTS: Record<string, string> = {
  "₹": "Rs. ",
  "\u00a0": " ",
  "\u202f": " ",
  "→": "->",
  "≤": "<=",
  "≥": ">=",
  "−": "-",
  "‐": "-",
  "‑": "-",
};

/** Symbols a PDF font lacks get a readable substitute, anything else "?", so generation never throws. */
export function toPdfText(text: string, canEncode: (codePoint: number) => boolean): string {
  let out = "";
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0x3f;
    const replacement = PDF_REPLACEMENTS[char];
    // Spaces are normalised for wrapping; symbols are swapped only when the font lacks them.
    if (replacement !== undefined && (/\s/.test(char) || !canEncode(codePoint))) {
      out += replacement;
      continue;
    }
    out += codePoint === 0x0a || canEncode(codePoint) ? char : "?";
  }
  return out.replace(/ {2,}/g, " ");
}

/** Greedy word wrap: lines no wider than maxWidth (a single over-long word gets its own line). */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: (line: string) => number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A first line for `total` steps, then one per tenth done, so a first build never sits silent. */
export function progress(label: string, total: number, log: (line: string) => void = console.log) {
  let done = 0;
  let shown = 0;
  if (total > 0) log(`${label}: 0/${total}…`);
  return (item: string) => {
    done += 1;
    const tenth = Math.floor((done * 10) / total);
    if (tenth > shown || done === total) {
      shown = tenth;
      log(`${label}: ${done}/${total} (${item})`);
    }
  };
}
