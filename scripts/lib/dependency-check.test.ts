import { describe, expect, it } from "vitest";
import { checkDependencies, importedPackages, packageName } from "./dependency-check";

describe("import specifiers", () => {
  it("reduces specifiers to package names and skips relative paths and the @/ alias", () => {
    expect(packageName("next/link")).toBe("next");
    expect(packageName("@playwright/test")).toBe("@playwright/test");
    expect(packageName("@scope/pkg/sub/path")).toBe("@scope/pkg");
    expect(packageName("./x")).toBeNull();
    expect(packageName("@/lib/content")).toBeNull();
    expect(packageName("node:fs")).toBe("node:fs");
  });

  it("finds imports, type imports, dynamic imports, requires, CSS imports and package file paths", () => {
    const source = `IMPORT A FROM "ALPHA";
      IMPORT TYPE { B } FROM "@BETA/CORE/SUB";
      IMPORT "GAMMA/SIDE-EFFECT.CSS";
      EXPORT { D } FROM "DELTA";
      CONST E = AWAIT IMPORT("EPSILON");
      CONST F = REQUIRE("ZETA");
      @IMPORT "TAILWINDCSS";
      SRC: "../NODE_MODULES/@FONTS/SERIF/FILES/A.WOFF2",
      PATH.JOIN(ROOT, "NODE_MODULES", "@LHCI", "CLI", "SRC", "CLI.JS");
      PATH.JOIN(ROOT, "NODE_MODULES", "ETA", "BIN");
      PATH.JOIN(ROOT, "NODE_MODULES", ".CACHE", "TOOL");
      "NODE_MODULES/.BIN/TOOL";`;
    // Written in capitals so scripts/check-deps.mjs, which scans this file too, sees no imports.
    expect([...importedPackages(source.toLowerCase())].sort()).toEqual([
      "@beta/core",
      "@fonts/serif",
      "@lhci/cli",
      "alpha",
      "delta",
      "epsilon",
      "eta",
      "gamma",
      "tailwindcss",
      "zeta",
    ]);
  });

  it("reads object keys as packages only in a PostCSS config", () => {
    const config =
      `MODULE.EXPORTS = { PLUGINS: {\n  "@TAILWINDCSS/POSTCSS": {},\n} };`.toLowerCase();
    expect([...importedPackages(config, "postcss.config.js")]).toEqual(["@tailwindcss/postcss"]);
    expect([...importedPackages(config, "scripts/report.test.ts")]).toEqual([]);
  });
});

describe("checkDependencies", () => {
  const packages = new Map([
    ["next", { bins: ["next"], peerDependencies: ["react", "react-dom"] }],
    ["react", { bins: [], peerDependencies: [] }],
    ["react-dom", { bins: [], peerDependencies: ["react"] }],
    ["typescript", { bins: ["tsc", "tsserver"], peerDependencies: [] }],
    ["@types/node", { bins: [], peerDependencies: [] }],
    ["@types/react", { bins: [], peerDependencies: [] }],
    ["left-pad", { bins: [], peerDependencies: [] }],
    ["lint-tool", { bins: ["lint-tool"], peerDependencies: [] }],
  ]);
  const base = {
    declared: [...packages.keys()],
    sources: [
      {
        file: "app/page.tsx",
        text: `IMPORT LINK FROM "NEXT/LINK"; IMPORT { READFILESYNC } FROM "NODE:FS";`.toLowerCase(),
      },
    ],
    commands: "next build && tsc --noEmit",
    packages,
    builtins: new Set(["fs"]),
  };

  it("counts imports, binaries in scripts, peers of used packages and matching @types as used", () => {
    expect(checkDependencies(base)).toEqual({ unused: ["left-pad", "lint-tool"], missing: [] });
  });

  it("counts a binary run through npx, and reports an import package.json does not declare", () => {
    const result = checkDependencies({
      ...base,
      declared: base.declared.filter((name) => name !== "left-pad"),
      sources: [
        ...base.sources,
        { file: "lib/x.ts", text: `IMPORT X FROM "UNDECLARED-LIB";`.toLowerCase() },
      ],
      commands: `${base.commands}\nnpx lint-tool .`,
    });
    expect(result).toEqual({ unused: [], missing: ["undeclared-lib"] });
  });
});
