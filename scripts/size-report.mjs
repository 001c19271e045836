#!/usr/bin/env node
/**
 * `npm run size`: first-load budgets for `/` from the built export, and no wasted bytes in it.
 * HTML, JS and CSS are measured gzipped at zlib level 6 (the default of CDNs and of the preview
 * server's compression); images and fonts are already compressed and count as stored.
 * Exits 1 when any check fails.   node scripts/size-report.mjs [--dir out]
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
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
} from "./size-budget.mjs";

const dirArg = process.argv.indexOf("--dir");
const outDir = path.resolve(dirArg > -1 ? (process.argv[dirArg + 1] ?? "out") : "out");
const indexFile = path.join(outDir, "index.html");
if (!existsSync(indexFile)) {
  console.error(`No ${path.relative(process.cwd(), indexFile)}. Run \`npm run build\` first.`);
  process.exit(1);
}

const fileFor = (url) =>
  path.join(outDir, decodeURIComponent(url.split(/[?#]/)[0] ?? "").replace(/^\/+/, ""));
const missing = [];
/** A referenced file that is not in the export is a broken page: reported, counted as empty. */
const read = (url) => {
  const file = fileFor(url);
  if (existsSync(file)) return readFileSync(file);
  missing.push(url);
  return Buffer.alloc(0);
};
const gzipBytes = (buffer) => gzipSync(buffer, { level: 6 }).length;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const html = readFileSync(indexFile, "utf8");
const payloadTexts = firstLoadResources(html).payloads.map((url) => read(url).toString("utf8"));
const resources = firstLoadResources(html, payloadTexts);
const rows = [];
const add = (kind, url, raw, counted) => rows.push({ kind, url, raw, counted });

add("html", "/index.html", Buffer.byteLength(html), gzipBytes(Buffer.from(html)));
// The RSC payload left the HTML for its own file (scripts/defer-hydration.mjs): it is data React
// hydrates from, counted in the total as it was inside the HTML, not in the JavaScript budget.
for (const url of resources.payloads) {
  const body = read(url);
  add("rsc", url, body.length, gzipBytes(body));
}
const jsTexts = [];
for (const url of resources.scripts) {
  const body = read(url);
  jsTexts.push({ url, text: body.toString("utf8") });
  add("js", url, body.length, gzipBytes(body));
}
let css = "";
for (const url of resources.styles) {
  const body = read(url);
  css += body.toString("utf8");
  add("css", url, body.length, gzipBytes(body));
}
for (const url of resources.fonts) {
  const body = read(url);
  add("font", url, body.length, body.length);
}

const heroSource = findHeroImage(html);
let hero = null;
if (heroSource) {
  const slot = evaluateSizes(heroSource.sizes, PHONE.width) ?? PHONE.width;
  const candidate = pickCandidate(parseSrcset(heroSource.srcset), slot, PHONE.dpr);
  if (candidate) {
    const bytes = read(candidate.url).length;
    hero = { url: candidate.url, bytes };
    add("image", candidate.url, bytes, bytes);
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

const allFiles = walk(outDir).map((file) => path.relative(outDir, file).split(path.sep).join("/"));
const textFiles = allFiles.filter((f) => /\.(html|js|css|txt|xml|json|webmanifest|svg)$/.test(f));
const texts = textFiles.map((f) => readFileSync(path.join(outDir, f), "utf8"));
const images = allFiles.filter((f) => f.startsWith("images/"));

const sum = (kind) =>
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
    limit: null,
  });
}
const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log(
  `\nFirst load of / from ${path.relative(process.cwd(), outDir)}/ (text gzip -6; images, fonts as stored)\n`,
);
console.log(`${"kind".padEnd(6)} ${"raw KiB".padStart(7)} ${"sent KiB".padStart(8)}  file`);
for (const r of rows)
  console.log(`${r.kind.padEnd(6)} ${kib(r.raw)} ${kib(r.counted).padStart(8)}  ${r.url}`);
console.log("");
for (const r of results) {
  const mark = r.ok ? "PASS" : "FAIL";
  const figure =
    r.limit === null
      ? r.note
      : r.value === null
        ? `n/a (${r.note}) / budget ${r.limit} ${r.unit}`
        : `${r.unit === "KiB" ? r.value.toFixed(1) : r.value} ${r.unit} / budget ${r.limit} ${r.unit}`;
  console.log(`${mark}  ${r.name}: ${figure}`);
}
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\n${failed.length} size check(s) failed.`);
  process.exit(1);
}
console.log("\nAll size checks passed.");
