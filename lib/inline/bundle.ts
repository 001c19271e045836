/**
 * The inline scripts as they ship: each module of lib/inline bundled with the helpers it imports
 * and minified by esbuild, at the point of use in Node (a server component as `next build`
 * renders, the post-build step, a unit test). Bundled on the fly, in milliseconds, so nothing
 * generated has to exist before the typecheck or the tests of a clean clone. Build-time only.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as Esbuild from "esbuild";
import nextTargets from "next/dist/shared/lib/modern-browserslist-target";
import { settings } from "../settings";

/** The modules of lib/inline that run inline; each exports `main`, the script's body. */
export type InlineScript = "plain-post" | "hydration-loader" | "lay-out-after-load";

/** What each script's `main` is called with: the plain post sends lead copies to the sheet. */
const mainArguments = (name: InlineScript) =>
  name === "plain-post" ? JSON.stringify(settings.leadWebhookUrl ?? "") : "";

/** The browsers Next compiles the app's own chunks for ("chrome 111" → "chrome111"). */
export const INLINE_TARGET = nextTargets.map((target) => target.replace(" ", ""));

const bundled = new Map<InlineScript, string>();

/** The script's code as it goes between <script> and </script>: the same bytes on every call. */
export function inlineScript(name: InlineScript): string {
  const cached = bundled.get(name);
  if (cached !== undefined) return cached;
  // From the working directory: a server component's own path is the bundle Next made of it.
  const dir = path.resolve("lib", "inline");
  if (!existsSync(path.join(dir, `${name}.ts`)))
    throw new Error(`No ${name}.ts in ${dir}: run from the project's root.`);
  // Loaded from the project at run time: Next would bundle a static import, and esbuild's API
  // finds its binary only from its own place in node_modules.
  const esbuild = createRequire(path.resolve("package.json"))("esbuild") as typeof Esbuild;
  const { outputFiles } = esbuild.buildSync({
    stdin: {
      contents: `import { main } from "./${name}";\nmain(${mainArguments(name)});\n`,
      resolveDir: dir,
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    target: INLINE_TARGET,
    minify: true,
    legalComments: "none",
    write: false,
    logLevel: "silent",
  });
  const code = outputFiles[0]?.text.trimEnd() ?? "";
  // An inline script ends at the first "</script", whatever the JavaScript around it means.
  if (!code || /<\/script|<!--/i.test(code))
    throw new Error(`${name}: cannot be inlined as bundled.`);
  bundled.set(name, code);
  return code;
}
