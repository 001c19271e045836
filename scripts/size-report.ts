/**
 * `npm run size`: first-load budgets for `/` from the built export, and no wasted bytes in it.
 * HTML, JS and CSS are measured gzipped at zlib level 6 (the default of CDNs and of the preview
 * server's compression); images and fonts are already compressed and count as stored.
 * Exits 1 when any check fails.   tsx scripts/size-report.ts [--dir out]
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { listFiles } from "./lib/build-env";
import {
  evaluateBudgets,
  evaluateSizes,
  findHeroImage,
  findUnreferencedImages,
  firstLoadResources,
  parseFontFaces,
  parseSrcset,
  pickCandidate,
  PHONE,
  SWIPER_MARKERS,
} from "./lib/size-budget";

const { values } = parseArgs({ options: { dir: { type: "string", default: "out" } } });
const outDir = path.resolve(values.dir);
const indexFile = path.join(outDir, "index.html");
if (!existsSync(indexFile)) {
  console.error(`No ${path.relative(process.cwd(), indexFile)}. Run \`npm run build\` first.`);
  process.exit(1);
}

const missing: string[] = [];
/** A referenced file that is not in the export is a broken page: reported, counted as empty. */
const read = (url: string): Buffer => {
  const file = path.join(
    outDir,
    decodeURIComponent(url.split(/[?#]/)[0] ?? "").replace(/^\/+/, ""),
  );
  if (existsSync(file)) return readFileSync(file);
  missing.push(url);
  return Buffer.alloc(0);
};
const gzipBytes = (buffer: Buffer) => gzipSync(buffer, { level: 6 }).length;

const html = readFileSync(indexFile, "utf8");
const payloadTexts = firstLoadResources(html).payloads.map((url) => read(url).toString("utf8"));
const resources = firstLoadResources(html, payloadTexts);
type Row = { kind: string; url: string; raw: number; counted: number };
const rows: Row[] = [
  {
    kind: "html",
    url: "/index.html",
    raw: Buffer.byteLength(html),
    counted: gzipBytes(Buffer.from(html)),
  },
];
const add = (kind: string, url: string, gzip: boolean) => {
  const body = read(url);
  rows.push({ kind, url, raw: body.length, counted: gzip ? gzipBytes(body) : body.length });
  return body.toString("utf8");
};
// The RSC payload, when the hydration deferral moved it out of the HTML, counts in the total as
// it did inside the HTML, not in the JavaScript budget.
for (const url of resources.payloads) add("rsc", url, true);
const jsTexts = resources.scripts.map((url) => ({ url, text: add("js", url, true) }));
const css = resources.styles.map((url) => add("css", url, true)).join("");
for (const url of resources.fonts) add("font", url, false);

const heroSource = findHeroImage(html);
let hero: { url: string; bytes: number } | null = null;
if (heroSource) {
  const slot = evaluateSizes(heroSource.sizes, PHONE.width) ?? PHONE.width;
  const candidate = pickCandidate(parseSrcset(heroSource.srcset), slot, PHONE.dpr);
  if (candidate) {
    add("image", candidate.url, false);
    hero = { url: candidate.url, bytes: rows.at(-1)?.raw ?? 0 };
    console.log(
      `Hero image: ${heroSource.via}, sizes "${heroSource.sizes}" → ${Math.round(slot)} px slot × DPR ${PHONE.dpr} = ${Math.round(slot * PHONE.dpr)} px needed → ${candidate.url} (${candidate.width}w)`,
    );
  }
}

const faces = parseFontFaces(css);
const fontsWithoutSwap = resources.fonts.filter((url) => {
  const name = url.split("/").pop() ?? url;
  const face = faces.find((f) => f.urls.some((u) => u.endsWith(name)));
  return !face || face.display !== "swap";
});

const allFiles = listFiles(outDir);
const texts = allFiles
  .filter((f) => /\.(html|js|css|txt|xml|json|webmanifest|svg)$/.test(f))
  .map((f) => readFileSync(path.join(outDir, f), "utf8"));
const images = allFiles.filter((f) => f.startsWith("images/"));
const sum = (kind?: string) =>
  rows.filter((r) => !kind || r.kind === kind).reduce((t, r) => t + r.counted, 0);
const results = evaluateBudgets({
  htmlBytes: sum("html"),
  jsBytes: sum("js"),
  cssBytes: sum("css"),
  hero,
  fontFiles: resources.fonts.length,
  fontFilesShipped: allFiles.filter((f) => /\.(woff2?|ttf|otf)$/.test(f)).length,
  totalBytes: sum(),
  fontsWithoutSwap,
  swiperChunks: jsTexts
    .filter(({ text }) => SWIPER_MARKERS.some((marker) => text.includes(marker)))
    .map(({ url }) => url),
  iframes: resources.iframes,
  adsTags: resources.thirdPartyScripts.filter((src) => src.includes("googletagmanager")),
  unreferencedImages: findUnreferencedImages(images, texts),
  imageCount: images.length,
  sourceMaps: allFiles.filter((f) => f.endsWith(".map")),
});
if (missing.length) {
  results.push({
    name: "Every first-load file exists in out/",
    ok: false,
    note: missing.join(", "),
    value: null,
    limit: null,
    unit: "",
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
console.log(
  `\nFirst load of / from ${path.relative(process.cwd(), outDir)}/ (text gzip -6; images, fonts as stored)\n`,
);
console.log(`${"kind".padEnd(6)} ${"raw KiB".padStart(7)} ${"sent KiB".padStart(8)}  file`);
for (const r of rows)
  console.log(`${r.kind.padEnd(6)} ${kib(r.raw)} ${kib(r.counted).padStart(8)}  ${r.url}`);
console.log("");
for (const r of results) {
  const figure =
    r.limit === null
      ? r.note
      : r.value === null
        ? `n/a (${r.note}) / budget ${r.limit} ${r.unit}`
        : `${r.unit === "KiB" ? r.value.toFixed(1) : r.value} ${r.unit} / budget ${r.limit} ${r.unit}`;
  console.log(`${r.ok ? "PASS" : "FAIL"}  ${r.name}: ${figure}`);
}
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\n${failed.length} size check(s) failed.`);
  process.exit(1);
}
console.log("\nAll size checks passed.");
