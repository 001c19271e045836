#!/usr/bin/env node
/**
 * Post-build: fails (exit 1) when any page or stylesheet in the export points at an internal
 * link, anchor, image, font, script or document that does not exist.
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
