/** Shared by the build scripts: the env `next build` sees, the files of an export, Chromium. */
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Loads .env* files the way `next build` does, through Next's own loader (@next/env). */
export function loadBuildEnv(dir = process.cwd()): void {
  const fromRoot = createRequire(path.join(dir, "package.json"));
  const fromNext = createRequire(fromRoot.resolve("next/package.json"));
  const { loadEnvConfig } = fromNext("@next/env") as typeof import("@next/env");
  loadEnvConfig(dir, false, { info: () => {}, error: console.error });
}

/** Every file under `dir` (relative paths, forward slashes) whose name ends with `suffix`. */
export function listFiles(dir: string, suffix = ""): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

/** Chromium for Lighthouse and screenshots: CHROMIUM_PATH, else Debian's, else none. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

/** Debian's build of the headless shell Playwright itself runs headless tests in. */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/** Chromium for e2e and size: the headless shell when installed (about 40% less CPU). */
export function headlessChromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}

/** Runs a script's main; a failure prints its error and exits 1. */
export function run(main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
