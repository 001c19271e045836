/** Helpers shared by the image, font and brochure generators (unit-tested in asset-utils.test.ts). */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
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

/** Written beside and renamed over, so a reader (or another checkout's hard link) never sees half a file. */
export function replaceFile(file: string, data: string | Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.${process.pid}.tmp`, data);
  renameSync(`${file}.${process.pid}.tmp`, file);
}

/** A manifest as JSON, written only when it changes. */
export function writeManifest(file: string, manifest: object) {
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  if (!existsSync(file) || readFileSync(file, "utf8") !== json) replaceFile(file, json);
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
