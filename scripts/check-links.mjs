#!/usr/bin/env node
/**
 * Post-build: fails (exit 1) when any page or stylesheet in the export points at an internal
 * link, anchor, image, font, script or document that does not exist, or shows a character the
 * font subsets dropped.
 *
 *   node --import tsx scripts/check-links.mjs --dir out
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { dirArg, listFiles, loadBuildEnv } from "./lib/build-env.mjs";

const dir = dirArg();
loadBuildEnv();
const { settings } = await import("../lib/settings.ts");
const { brochure } = await import("../lib/content.ts");
const { findBrokenReferences } = await import("./lib/link-check.ts");

const all = listFiles(dir, "");
const read = (file) => readFileSync(path.join(dir, file), "utf8");
const site = {
  files: new Set(all.map((file) => `/${file}`)),
  pages: new Map(
    all.filter((file) => file.endsWith(".html")).map((file) => [`/${file}`, read(file)]),
  ),
  stylesheets: new Map(
    all.filter((file) => file.endsWith(".css")).map((file) => [`/${file}`, read(file)]),
  ),
};
// Offered by the brochure dialog after the form is sent, so it may appear in no prerendered page.
const required = [{ url: brochure.href, from: "lib/content.ts (brochure.href)" }];

const broken = findBrokenReferences(site, settings.siteUrl, required);
const where = path.relative(process.cwd(), dir) || ".";
if (broken.length > 0) {
  console.error(`Broken references in ${where}:`);
  for (const { file, url, reason } of broken) console.error(`  ${file}: ${url} (${reason})`);
  process.exit(1);
}
console.log(
  `Links: every reference in ${site.pages.size} pages and ${site.stylesheets.size} stylesheets of ${where} resolves.`,
);

// The web fonts are subsets (lib/font-subsets.ts): a character they dropped would fall back to a
// system font mid-word, so every character the pages show must still be in them.
const { missingFromSubsets } = await import("../lib/font-subsets.ts");
const { pageText } = await import("./lib/font-coverage.ts");
const uncovered = [...site.pages].flatMap(([file, html]) =>
  missingFromSubsets(pageText(html)).map(
    (char) =>
      `${file}: "${char}" (U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")})`,
  ),
);
if (uncovered.length > 0) {
  console.error("Characters missing from the font subsets (add them to lib/font-subsets.ts):");
  for (const line of uncovered) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Fonts: every character in ${site.pages.size} pages is in the font subsets.`);
