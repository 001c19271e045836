/** Pure helpers shared by the image and brochure generators (unit-tested in asset-utils.test.ts). */
import { existsSync, statSync } from "node:fs";
import path from "node:path";

/** A real render dropped in by marketing wins over the original SVG artwork of the same name. */
export const SOURCE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "svg"] as const;

export function findSource(
  name: string,
  artDir: string,
  exists: (file: string) => boolean = existsSync,
): string | null {
  for (const ext of SOURCE_EXTENSIONS) {
    const candidate = path.join(artDir, `${name}.${ext}`);
    if (exists(candidate)) return candidate;
  }
  return null;
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

/**
 * Makes text safe for a PDF font: symbols it lacks get a readable substitute, anything else it
 * cannot encode becomes "?" so generation never throws.
 */
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

/**
 * Progress for a long loop of `total` steps: a first line that says what is happening, then one
 * line per tenth done, so a first build never sits silent for a minute.
 */
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
