/**
 * `npm run size`: loads `/` from the export in Chromium as Lighthouse's phone sees it and holds
 * everything fetched until interactive to scripts/lib/budgets.json; the browser picks srcset
 * candidates, fonts and chunks. Then the Hindi page, for the fonts only it loads. Text counts gzipped at level 6 (the CDNs' default), images and
 * fonts as stored. Exits 1 when a check fails.   tsx scripts/size-report.ts [--dir out]
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { chromiumPath, listFiles } from "./lib/build-env";
import { candidateFiles } from "./lib/link-check";
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

// Any origin works: every request is answered from out/ by the route below, as a CDN would.
const ORIGIN = "http://localhost:4399";
const KINDS: Record<string, string> = {
  document: "html",
  script: "js",
  stylesheet: "css",
  font: "font",
  image: "image",
  // The router's prefetches of linked pages, after hydration: listed, not first load.
  fetch: "later",
};
type Row = { kind: string; url: string; raw: number; counted: number; text: string };
const rows: Row[] = [];
const missingFiles: string[] = [];
const thirdParty: string[] = [];

/** The font files a page fetches, with their bytes as stored, in a fresh context (a cold cache). */
async function fontsOf(browser: Browser, pathname: string): Promise<Map<string, number>> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: 823 },
    deviceScaleFactor: PHONE.dpr,
    isMobile: true,
  });
  const fonts = new Map<string, number>();
  try {
    const page = await context.newPage();
    await page.route("**/*", async (route) => {
      const url = new URL(route.request().url());
      const file = candidateFiles(url.pathname)
        .map((candidate) => path.join(outDir, candidate))
        .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (url.origin !== ORIGIN || !file) return route.abort();
      if (route.request().resourceType() === "font") fonts.set(url.pathname, statSync(file).size);
      return route.fulfill({ path: file });
    });
    await page.goto(`${ORIGIN}${pathname}`);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState("networkidle");
  } finally {
    await context.close();
  }
  return fonts;
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage({
      viewport: { width: PHONE.width, height: 823 },
      deviceScaleFactor: PHONE.dpr,
      isMobile: true,
    });
    await page.route("**/*", async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) {
        thirdParty.push(url.href);
        return route.abort();
      }
      const file = candidateFiles(url.pathname)
        .map((candidate) => path.join(outDir, candidate))
        .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (!file) {
        missingFiles.push(url.pathname);
        return route.fulfill({ status: 404 });
      }
      // A preload and its script are one download in a browser's cache.
      if (rows.some((row) => row.url === url.pathname)) return route.fulfill({ path: file });
      const body = readFileSync(file);
      // The RSC payload the hydration deferral moved out of the HTML is data: in the total only.
      const kind = url.pathname.startsWith("/_next/static/hydration/")
        ? "rsc"
        : (KINDS[route.request().resourceType()] ?? "other");
      const text = ["html", "js", "css", "rsc"].includes(kind);
      const counted = text ? gzipSync(body, { level: 6 }).length : body.length;
      rows.push({
        kind,
        url: url.pathname,
        raw: body.length,
        counted,
        text: text ? `${body}` : "",
      });
      return route.fulfill({ path: file });
    });
    await page.goto(`${ORIGIN}/`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    const lcpUrl = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as
              (PerformanceEntry & { url?: string }) | undefined;
            resolve(last?.url ?? "");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    // Every web font the page loaded, with its font-display as the browser read it.
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => ({ name: `${face.family} ${face.weight}`, display: face.display })),
    );
    const iframes = await page
      .locator("iframe")
      .evaluateAll((els) => els.map((el) => el.id || "iframe"));

    const of = (kind: string) => rows.filter((row) => row.kind === kind);
    const sum = (list: Row[]) => list.reduce((total, row) => total + row.counted, 0);
    const heroRow = lcpUrl ? rows.find((row) => lcpUrl.endsWith(row.url)) : undefined;
    const fonts = [...new Set(of("font").map((row) => row.url))];
    const hindiFonts = [...(await fontsOf(browser, HINDI_PAGE))].filter(
      ([url]) => !fonts.includes(url),
    );
    const allFiles = listFiles(outDir);
    const images = allFiles.filter((file) => file.startsWith("images/"));
    const texts = allFiles
      .filter((file) => /\.(html|js|css|txt|xml|json|webmanifest|svg)$/.test(file))
      .map((file) => readFileSync(path.join(outDir, file), "utf8"));
    const results = evaluateBudgets({
      htmlBytes: sum(of("html")),
      jsBytes: sum(of("js")),
      cssBytes: sum(of("css")),
      hero: heroRow ? { url: heroRow.url, bytes: heroRow.counted } : null,
      fontFiles: fonts.length,
      hindiFonts: {
        files: hindiFonts.length,
        bytes: hindiFonts.reduce((total, [, bytes]) => total + bytes, 0),
      },
      devanagariFacesOnHome: faces
        .filter((face) => /devanagari/i.test(face.name))
        .map((face) => face.name),
      fontFilesShipped: allFiles.filter((file) => /\.(woff2?|ttf|otf)$/.test(file)).length,
      totalBytes: sum(rows.filter((row) => row.kind !== "later")),
      fontsWithoutSwap: faces.filter((face) => face.display !== "swap").map((face) => face.name),
      swiperChunks: of("js")
        .filter((row) => SWIPER_MARKERS.some((marker) => row.text.includes(marker)))
        .map((row) => row.url),
      iframes,
      adsTags: thirdParty.filter((url) => url.includes("googletagmanager")),
      unreferencedImages: findUnreferencedImages(images, texts),
      imageCount: images.length,
      sourceMaps: allFiles.filter((file) => file.endsWith(".map")),
      missingFiles,
    });

    const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
    console.log(
      `\nFirst load of / from ${path.relative(process.cwd(), outDir)}/ in Chromium at ${PHONE.width} px, DPR ${PHONE.dpr}, until interactive (text gzip -6; images, fonts as stored)\n`,
    );
    console.log(`${"kind".padEnd(6)} ${"raw KiB".padStart(7)} ${"sent KiB".padStart(8)}  file`);
    for (const r of rows)
      console.log(`${r.kind.padEnd(6)} ${kib(r.raw)} ${kib(r.counted).padStart(8)}  ${r.url}`);
    for (const [url, bytes] of hindiFonts)
      console.log(
        `${"font".padEnd(6)} ${kib(bytes)} ${kib(bytes).padStart(8)}  ${url} (${HINDI_PAGE} only)`,
      );
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
