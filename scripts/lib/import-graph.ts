/** The files entry modules import, resolved as tsc does: what a generated asset is built from. */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The compiler options of `root`/tsconfig.json, without listing the files it includes. */
export function tsconfigOptions(root: string): ts.CompilerOptions {
  const file = path.join(root, "tsconfig.json");
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const host = { ...ts.sys, readDirectory: () => [] };
  return ts.parseJsonConfigFileContent(config, host, root, undefined, file).options;
}

const isInside = (dir: string, file: string) => !path.relative(dir, file).startsWith("..");
const isCode = (file: string) => /\.[cm]?[jt]sx?$/.test(file);

/**
 * The entries and every file under `root` (not packages: the lockfile pins them) they import by any
 * kind of import or require(); a relative import that resolves to no file throws.
 */
export function localImports(entries: readonly string[], root: string): string[] {
  const options = tsconfigOptions(root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.resolve(entry));
  for (const file of queue) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!isCode(file)) continue; // JSON and other files import nothing.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const { resolvedModule } = ts.resolveModuleName(specifier, file, options, ts.sys, cache);
      const resolved = resolvedModule && path.resolve(resolvedModule.resolvedFileName);
      if (resolved && !resolvedModule.isExternalLibraryImport) {
        if (isInside(root, resolved) && !resolved.split(path.sep).includes("node_modules")) {
          queue.push(resolved);
        }
        continue;
      }
      if (!specifier.startsWith(".")) continue; // A package, or a Node built-in.
      // One the compiler does not resolve (a stylesheet, say) is still an input if it is there.
      const target = path.resolve(path.dirname(file), specifier);
      if (!existsSync(target) || !statSync(target).isFile()) {
        throw new Error(`${path.relative(root, file)}: cannot resolve "${specifier}"`);
      }
      queue.push(target);
    }
  }
  return [...seen].sort();
}
