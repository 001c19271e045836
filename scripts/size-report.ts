/**
 * `npm run size`: / and /hi's first loads held to scripts/lib/budgets.json (docs/performance.md).
 *   tsx scripts/size-report.ts [--dir out]
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { headlessChromiumPath, listFiles } from "./lib/build-env";
import { cspLineLength } from "./lib/headers-limits";
import { firstLoad, measureFirstLoad, rowsOf, sent } from "./lib/page-load";
import { fallbackFamilies } from "../lib/ui/font-fallbacks";
import {
  evaluateBudgets,
  findUnreferencedImages,
  HINDI_PAGE,
  PHONE,
  SWIPER_MARKERS,
} from "./lib/size-budget";

const { values } = parseArgs({ options: { dir: { type: "string", default: "out" } } });
const outDir = path.resolve(values.dir);
if (!existsSync(path.join(outDir, "index.html"))) {
  console.error(
    `No ${path.relative(process.cwd(), outDir)}/index.html. Run \`npm run build\` first.`,
  );
  process.exit(1);
}

async function main() {
  const browser = await chromium.launch({
    executablePath: headlessChromiumPath(),
    args: ["--no-sandbox"],
  });
  try {
    // One after the other, each in its own cold context: the second load never shares a cache.
    const home = await measureFirstLoad(browser, outDir, "/");
    const hindi = await measureFirstLoad(browser, outDir, HINDI_PAGE);

    const heroRow = home.lcpUrl
      ? home.rows.find((row) => home.lcpUrl.endsWith(row.url))
      : undefined;
    // The links to Hindi draw with a small Devanagari cut of their own, counted apart.
    const isDevanagari = (url: string) => /devanagari/i.test(url);
    const fonts = [...new Set(rowsOf(home, "font").map((row) => row.url))].filter(
      (url) => !isDevanagari(url),
    );
    const homeDevanagariRows = rowsOf(home, "font").filter((row) => isDevanagari(row.url));
    const hindiFonts = rowsOf(hindi, "font").filter(
      (row) =>
        !fonts.includes(row.url) && !homeDevanagariRows.some((other) => other.url === row.url),
    );
    const localFaces = new Set([...fallbackFamilies("sans"), ...fallbackFamilies("display")]);
    const allFiles = listFiles(outDir);
    const images = allFiles.filter((file) => file.startsWith("images/"));
    const texts = allFiles
      .filter((file) => /\.(html|js|css|txt|xml|json|webmanifest|svg)$/.test(file))
      .map((file) => readFileSync(path.join(outDir, file), "utf8"));
    const results = evaluateBudgets({
      htmlBytes: sent(rowsOf(home, "html")),
      jsBytes: sent(rowsOf(home, "js")),
      cssBytes: sent(rowsOf(home, "css")),
      hero: heroRow ? { url: heroRow.url, bytes: heroRow.counted } : null,
      fontFiles: fonts.length,
      hindiPage: { htmlBytes: sent(rowsOf(hindi, "html")), jsBytes: sent(rowsOf(hindi, "js")) },
      hindiFonts: { files: hindiFonts.length, bytes: sent(hindiFonts) },
      homeDevanagari: {
        faces: home.faces.filter((face) => /devanagari/i.test(face.name)).map((face) => face.name),
        files: new Set(homeDevanagariRows.map((row) => row.url)).size,
        bytes: sent(homeDevanagariRows),
      },
      fontFilesShipped: allFiles.filter((file) => /\.(woff2?|ttf|otf)$/.test(file)).length,
      totalBytes: sent(firstLoad(home)),
      // The sized fallbacks draw fonts already on the device: nothing is fetched, nothing swaps.
      fontsWithoutSwap: home.faces
        .filter((face) => !localFaces.has(face.name.split(" ")[0] ?? ""))
        .filter((face) => face.display !== "swap")
        .map((face) => face.name),
      swiperChunks: rowsOf(home, "js")
        .filter((row) => SWIPER_MARKERS.some((marker) => row.text.includes(marker)))
        .map((row) => row.url),
      iframes: home.iframes,
      adsTags: home.thirdParty.filter((url) => url.includes("googletagmanager")),
      unreferencedImages: findUnreferencedImages(images, texts),
      imageCount: images.length,
      sourceMaps: allFiles.filter((file) => file.endsWith(".map")),
      missingFiles: [
        ...home.missingFiles,
        ...hindi.missingFiles.map((url) => `${url} (${HINDI_PAGE})`),
      ],
      cspLineChars: existsSync(path.join(outDir, "_headers"))
        ? cspLineLength(readFileSync(path.join(outDir, "_headers"), "utf8"))
        : null,
    });

    const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
    console.log(
      `\nFirst load of / from ${path.relative(process.cwd(), outDir)}/ in Chromium at ${PHONE.width} px, DPR ${PHONE.dpr}, until interactive (text gzip -6; images, fonts as stored)\n`,
    );
    console.log(`${"kind".padEnd(6)} ${"raw KiB".padStart(7)} ${"sent KiB".padStart(8)}  file`);
    for (const r of home.rows)
      console.log(`${r.kind.padEnd(6)} ${kib(r.raw)} ${kib(r.counted).padStart(8)}  ${r.url}`);
    console.log(`\nFirst load of ${HINDI_PAGE}, the same way (sent KiB)\n`);
    const summary: [string, number][] = [
      ["html", sent(rowsOf(hindi, "html"))],
      ["js", sent(rowsOf(hindi, "js"))],
      ["css", sent(rowsOf(hindi, "css"))],
      ["fonts", sent(rowsOf(hindi, "font"))],
      ["total", sent(firstLoad(hindi))],
    ];
    console.log(summary.map(([kind]) => kind.padStart(7)).join(" "));
    console.log(summary.map(([, bytes]) => kib(bytes)).join(" "));
    for (const r of hindiFonts)
      console.log(`${"font".padEnd(6)} ${kib(r.counted)}  ${r.url} (${HINDI_PAGE} only)`);
    console.log("");
    for (const r of results) console.log(`${r.ok ? "PASS" : "FAIL"}  ${r.name}: ${r.figure}`);
    const failed = results.filter((r) => !r.ok);
    if (failed.length) {
      console.error(`\n${failed.length} size check(s) failed.`);
      process.exitCode = 1;
    } else console.log("\nAll size checks passed.");
  } finally {
    await browser.close();
  }
}

void main();
