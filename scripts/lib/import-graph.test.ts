import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { brochureInputs } from "../generate-brochure";
import { listFiles } from "./build-env";
import { localImports, tsconfigOptions } from "./import-graph";

const root = path.resolve(__dirname, "..", "..");

/** A throwaway repository: its tsconfig.json (with the `@/` alias) and `files`. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "import-graph-"));
  const compilerOptions = {
    module: "esnext",
    moduleResolution: "bundler",
    resolveJsonModule: true,
    paths: { "@/*": ["./*"] },
  };
  const all = { ...files, "tsconfig.json": JSON.stringify({ compilerOptions }) };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const relative = (dir: string, files: string[]) => files.map((file) => path.relative(dir, file));

describe("localImports", () => {
  it("follows every kind of import, transitively, through the tsconfig alias", () => {
    const dir = fixture({
      "entry.tsx": [
        'import { a } from "./lib/a";',
        'import type { T } from "@/lib/types";',
        'export * from "./lib/reexported";',
        'export const page = () => import("./pages/lazy");',
        'import data from "./lib/data.json";',
      ].join("\n"),
      "lib/a.ts": 'export { b as a } from "./deep/b";',
      "lib/deep/b.ts": 'import { a } from "../a";\nexport const b = 1;', // a cycle
      "lib/types.ts": "export type T = number;",
      "lib/reexported.ts": "export const r = 1;",
      "lib/data.json": "{}",
      "pages/lazy.tsx": 'import "./page.css";\nexport default 1;',
      "pages/page.css": "p {}",
      "lib/unused.ts": "export const u = 1;",
    });
    expect(relative(dir, localImports([path.join(dir, "entry.tsx")], dir))).toEqual([
      "entry.tsx",
      "lib/a.ts",
      "lib/data.json",
      "lib/deep/b.ts",
      "lib/reexported.ts",
      "lib/types.ts",
      "pages/lazy.tsx",
      "pages/page.css",
    ]);
  });

  it("leaves out packages, Node built-ins and files outside the root", () => {
    const dir = fixture({
      "node_modules/pkg/package.json": '{ "name": "pkg", "types": "index.d.ts" }',
      "node_modules/pkg/index.d.ts": "export declare const p: number;",
      "app/tsconfig.json": "{}",
      "app/entry.ts": 'import { p } from "pkg";\nimport fs from "node:fs";\nimport "../outside";',
      "outside.ts": "export {};",
    });
    const app = path.join(dir, "app");
    expect(relative(app, localImports([path.join(app, "entry.ts")], app))).toEqual(["entry.ts"]);
  });

  it("throws on a relative import that resolves to nothing, rather than missing an input", () => {
    const dir = fixture({ "entry.ts": 'import { gone } from "./gone";' });
    expect(() => localImports([path.join(dir, "entry.ts")], dir)).toThrow(
      'entry.ts: cannot resolve "./gone"',
    );
  });
});

describe("brochureInputs", () => {
  /** What the compiler itself loads for the brochure's modules, within the repository. */
  function compiledFiles(): string[] {
    const pages = listFiles(path.join(root, "scripts/brochure"), ".tsx");
    const entries = [
      path.join(root, "scripts/generate-brochure.ts"),
      ...pages.map((page) => path.join(root, "scripts/brochure", page)),
    ];
    const options = { ...tsconfigOptions(root), types: [], noLib: true };
    // Packages' declarations are read as empty: they are not inputs, and parsing them is slow.
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (file, language, ...rest) =>
      file.split("/").includes("node_modules")
        ? ts.createSourceFile(file, "", language)
        : getSourceFile(file, language, ...rest);
    const program = ts.createProgram(entries, options, host);
    return program
      .getSourceFiles()
      .map((file) => path.resolve(file.fileName))
      .filter((file) => !path.relative(root, file).startsWith(".."))
      .filter((file) => !file.split(path.sep).includes("node_modules"));
  }

  it("has every repository file the brochure's code imports, directly or transitively", () => {
    const inputs = brochureInputs();
    const compiled = compiledFiles();
    expect(compiled.length).toBeGreaterThan(10);
    const missing = compiled.filter((file) => !inputs.includes(file));
    expect(relative(root, missing)).toEqual([]);
  }, 30_000);

  it("has the shared code the pages format their figures with, not only lib/content/", () => {
    const inputs = relative(root, brochureInputs());
    for (const file of [
      "lib/buyer/format-inr.ts",
      "lib/buyer/emi.ts",
      "lib/i18n/lang.ts",
      "lib/ui/icons.ts",
      "scripts/brochure/brochure-document.tsx",
      "scripts/generate-brochure.ts",
    ]) {
      expect(inputs).toContain(file);
    }
  });
});
