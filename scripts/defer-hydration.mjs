#!/usr/bin/env node
/**
 * Post-build, before generate-headers (the loader is an inline script it must hash): moves Next's
 * client chunks out of the <head> of every exported page, and its inline RSC payload into
 * out/_next/static/hydration/<hash>.js, behind a loader that starts both after the first paint.
 * Why and how: scripts/lib/defer-hydration.ts.
 *
 *   node --import tsx scripts/defer-hydration.mjs --dir out
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dirArg, listFiles } from "./lib/build-env.mjs";

const { deferHydration, unrecognisedChunkTags } = await import("./lib/defer-hydration.ts");

const dir = dirArg();
let pages = 0;
const problems = [];
for (const file of listFiles(dir, ".html")) {
  const full = path.join(dir, file);
  const { html, payload, changed } = deferHydration(readFileSync(full, "utf8"));
  if (payload) {
    const target = path.join(dir, payload.src);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, payload.script);
  }
  if (changed) {
    writeFileSync(full, html);
    pages += 1;
  }
  for (const tag of unrecognisedChunkTags(html)) problems.push(`${file}: ${tag}`);
}
if (problems.length > 0) {
  console.error(
    "Chunk or payload scripts the hydration deferral does not recognise (did Next change its markup?):",
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `Hydration: the RSC payload and client chunks start after the first paint in ${pages} pages of ${path.relative(process.cwd(), dir) || "."}.`,
);
