// Loads .env* files the way `next build` does, so post-build scripts see the same settings.
import { createRequire } from "node:module";
import { readdirSync } from "node:fs";
import path from "node:path";

/** Resolved through Next itself: @next/env is the loader `next build` uses, not a dependency of ours. */
export function loadBuildEnv(dir = process.cwd()) {
  const requireFromNext = createRequire(
    createRequire(import.meta.url).resolve("next/package.json"),
  );
  const { loadEnvConfig } = requireFromNext("@next/env");
  loadEnvConfig(dir, false, { info: () => {}, error: console.error });
}

/** Every file under `dir` (relative paths, forward slashes) whose name ends with `suffix`. */
export function listFiles(dir, suffix) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

export function dirArg(fallback = "out") {
  const index = process.argv.indexOf("--dir");
  return path.resolve(index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback);
}
