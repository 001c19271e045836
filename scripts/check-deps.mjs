#!/usr/bin/env node
/**
 * Fails when package.json declares a package nothing imports or runs, or when code imports a
 * package package.json does not declare (it would only work by accident of hoisting).
 *
 *   node --import tsx scripts/check-deps.mjs
 */
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { listFiles } from "./lib/build-env.mjs";

const { checkDependencies } = await import("./lib/dependency-check.ts");

const root = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const declared = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.devDependencies ?? {}),
];

const IGNORED =
  /^(?:node_modules|\.next|out|out-variant|\.git|test-results|playwright-report|\.e2e|\.lighthouseci|bench\/floor\/(?:\.next|out))\//;
const sources = listFiles(root, "")
  .filter((file) => !IGNORED.test(file) && /\.(?:[cm]?[jt]sx?|css)$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

const workflows = existsSync(path.join(root, ".github/workflows"))
  ? listFiles(path.join(root, ".github/workflows"), ".yml").map((file) =>
      readFileSync(path.join(root, ".github/workflows", file), "utf8"),
    )
  : [];
const commands = [
  ...Object.values(manifest.scripts ?? {}),
  existsSync(path.join(root, ".ci/run")) ? readFileSync(path.join(root, ".ci/run"), "utf8") : "",
  ...workflows,
  // Scripts that shell out (execSync("npx playwright …")).
  ...sources.flatMap(({ text: source }) =>
    [...source.matchAll(/exec\w*\(\s*[`"']([^`"']+)/g)].map((m) => m[1]),
  ),
].join("\n");

const packages = new Map(
  declared.map((name) => {
    const meta = JSON.parse(
      readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8"),
    );
    const bins =
      typeof meta.bin === "string" ? [meta.name.split("/").pop()] : Object.keys(meta.bin ?? {});
    return [name, { bins, peerDependencies: Object.keys(meta.peerDependencies ?? {}) }];
  }),
);

const { unused, missing } = checkDependencies({
  declared,
  sources,
  commands,
  packages,
  builtins: new Set(builtinModules),
});
for (const name of unused) console.error(`Unused dependency: ${name} (nothing imports or runs it)`);
for (const name of missing)
  console.error(`Undeclared dependency: ${name} (imported, not in package.json)`);
if (unused.length + missing.length > 0) process.exit(1);
console.log(
  `Dependencies: all ${declared.length} declared packages are used, and every import is declared.`,
);
