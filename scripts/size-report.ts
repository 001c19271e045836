/** `npm run size [-- --dir out]`: / and /hi's first loads held to scripts/lib/budgets.json (docs/performance.md). */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { headlessChromiumPath, listFiles } from "./lib/build-env";
import { firstLoad, measureFirstLoad, PHONE, rowsOf, sent } from "./lib/page-load";
import { evaluateBudgets, HINDI_PAGE, hindiOnlyFonts, measured } from "./lib/size-budget";

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

    const all = listFiles(outDir);
    const texts = all
      .filter((file) => /\.(html|js|css|txt|xml|json|webmanifest|svg)$/.test(file))
      .map((file) => readFileSync(path.join(outDir, file), "utf8"));
    const results = evaluateBudgets(measured(home, hindi, { all, texts }));

    const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
    console.log(
      `\nFirst load of / from ${path.relative(process.cwd(), outDir)}/ in Chromium at ${PHONE.width} px, DPR ${PHONE.dpr}, ` +
        "until interactive (text gzip -6; images, fonts as stored)\n",
    );
    console.log(`${"kind".padEnd(6)} ${"raw KiB".padStart(7)} ${"sent KiB".padStart(8)}  file`);
    for (const r of home.rows)
      console.log(`${r.kind.padEnd(6)} ${kib(r.raw)} ${kib(r.counted).padStart(8)}  ${r.url}`);
    const hindiSent = (...kinds: string[]) => kib(sent(rowsOf(hindi, ...kinds))).trim();
    console.log(
      `\nFirst load of ${HINDI_PAGE}, the same way (sent KiB): html ${hindiSent("html")}, js ${hindiSent("js")}, ` +
        `css ${hindiSent("css")}, fonts ${hindiSent("font")}, total ${kib(sent(firstLoad(hindi))).trim()}`,
    );
    for (const r of hindiOnlyFonts(home, hindi))
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
