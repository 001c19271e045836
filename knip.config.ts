import type { KnipConfig } from "knip";

/** Unused files, exports and dependencies, and imports package.json does not list (npm run knip). */
const config: KnipConfig = {
  entry: [
    "scripts/*.ts",
    "e2e/**/*.spec.ts",
    "bench/floor/next.config.ts",
    "bench/floor/app/**/*.tsx",
    "lighthouserc.cjs",
  ],
  project: ["**/*.{ts,tsx,mjs,cjs}"],
  // An export a file also uses itself is its interface, not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Read as font files by path (lib/ui/font-subsets*.ts), never imported.
    "@fontsource-variable/manrope",
    "@fontsource-variable/noto-sans-devanagari",
    "@fontsource-variable/playfair-display",
    // Run by scripts/perf.ts from its path, so the version is the one package.json locks.
    "@lhci/cli",
    // Run by scripts/serve-cloudflare.ts from its path, with the workerd it brings.
    "wrangler",
    // Next's own env loader (scripts/lib/build-env.ts), brought by next.
    "@next/env",
  ],
};

export default config;
