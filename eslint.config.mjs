import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Next registers the jsx-a11y plugin with a handful of rules; turn on its full recommended set.
  { files: ["**/*.{ts,tsx}"], rules: { ...jsxA11y.flatConfigs.recommended.rules } },
  // The layers import downwards only: app composes components, components use lib, lib uses neither.
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "import/no-cycle": "error",
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./lib", from: ["./app", "./components"] },
            { target: "./components", from: "./app" },
          ],
        },
      ],
    },
  },
  // Small units: a function or component fits on a screen, a line fits in a review pane. Long copy,
  // class lists and SVG markup are written as pieces joined with +, each broken after a space.
  {
    rules: {
      "max-lines-per-function": [
        "error",
        { max: 100, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
      "max-len": ["error", { code: 160 }],
    },
  },
  // CommonJS config files (lighthouserc.cjs) load Node's modules the only way CommonJS can.
  { files: ["**/*.cjs"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  globalIgnores([
    ".next/**",
    "out/**",
    "out-variant/**",
    "out-nodefer/**",
    "deploy/**",
    ".e2e/**",
    "bench/floor/.next/**",
    "bench/floor/out/**",
    "next-env.d.ts",
    "playwright-report/**",
    "test-results/**",
    ".lighthouseci/**",
  ]),
]);
