/** The workerd runtime `wrangler pages dev` starts, found the way wrangler finds it. */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/** Exit code of `npm run serve:cloudflare` when workerd cannot run here (sysexits' EX_UNAVAILABLE). */
export const WORKERD_UNAVAILABLE = 69;

type Workerd = { binary: string; compatibilityDate: string; version: string };

/** Wrangler's own miniflare and workerd, so the date always matches the runtime that serves. */
export function findWorkerd(root = process.cwd()): Workerd | { unavailable: string } {
  try {
    const fromWrangler = createRequire(
      createRequire(path.join(root, "package.json")).resolve("wrangler/package.json"),
    );
    const fromMiniflare = createRequire(fromWrangler.resolve("miniflare/package.json"));
    // Throws on a platform workerd has no binary for.
    const workerd = fromMiniflare("workerd") as {
      default: string;
      compatibilityDate: string;
      version: string;
    };
    // Miniflare runs this binary instead when it is set.
    const binary = process.env.MINIFLARE_WORKERD_PATH ?? workerd.default;
    const probe = spawnSync(binary, ["--version"], { encoding: "utf8", timeout: 30_000 });
    if (probe.status !== 0) {
      const why = probe.error?.message ?? firstLine(probe.stderr) ?? `exit code ${probe.status}`;
      return { unavailable: `${binary} --version failed: ${why}` };
    }
    return { binary, compatibilityDate: workerd.compatibilityDate, version: workerd.version };
  } catch (error) {
    return { unavailable: firstLine(error instanceof Error ? error.message : String(error)) ?? "" };
  }
}

const firstLine = (text: string | null | undefined) =>
  text
    ?.split("\n")
    .map((line) => line.trim())
    .find(Boolean);
