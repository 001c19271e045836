/**
 * Pure logic behind scripts/check-deps.mjs: which declared packages nothing uses, and which
 * imported packages package.json does not declare.
 */

export type PackageInfo = {
  /** Command names from the package's "bin". */
  bins: readonly string[];
  peerDependencies: readonly string[];
};

export type DependencyInput = {
  declared: readonly string[];
  /** Source files (code, CSS, config) to scan for import specifiers. */
  sources: readonly { file: string; text: string }[];
  /** Shell text that runs commands: package.json scripts, CI scripts, workflows. */
  commands: string;
  /** Installed metadata of each declared package. */
  packages: ReadonlyMap<string, PackageInfo>;
  builtins: ReadonlySet<string>;
};

const SPECIFIER_PATTERNS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  /\brequire(?:\.resolve)?\(\s*["']([^"']+)["']\s*\)/g,
  /@(?:import|plugin)\s+["']([^"']+)["']/g,
  // Files taken straight from a package, next/font/local src: "../node_modules/<package>/file.woff2".
  /node_modules\/((?:@[\w.-]+\/)?[a-z0-9][\w.-]*)/g,
];

/**
 * A package file run or read by path: path.join(root, node_modules, @scope, name, …) as strings.
 * Package names never start with "." or "_", so node_modules/.cache is not one.
 */
const JOINED_PATH =
  /["']node_modules["']\s*,\s*["'](@[\w.-]+|[a-z0-9][\w.-]*)["'](?:\s*,\s*["']([\w.-]+)["'])?/g;

/** postcss.config.* names its plugins as object keys. */
const POSTCSS_PLUGIN_KEY = /^\s*["'](@?[a-z0-9][\w.-]*(?:\/[\w.-]+)?)["']\s*:\s*\{/gm;

/** "next/link" → "next", "@scope/pkg/sub" → "@scope/pkg"; null for relative, alias or URL. */
export function packageName(specifier: string): string | null {
  if (/^(?:\.|\/|@\/|[a-z]+:)/.test(specifier))
    return specifier.startsWith("node:") ? specifier : null;
  const parts = specifier.split("/");
  if (specifier.startsWith("@")) return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : null;
  return parts[0] ?? null;
}

export function importedPackages(source: string, file = ""): Set<string> {
  const found = new Set<string>();
  const patterns = /(?:^|\/)postcss\.config\.[cm]?js$/.test(file)
    ? [...SPECIFIER_PATTERNS, POSTCSS_PLUGIN_KEY]
    : SPECIFIER_PATTERNS;
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const name = packageName(match[1] ?? "");
      if (name) found.add(name);
    }
  }
  for (const match of source.matchAll(JOINED_PATH)) {
    const first = match[1] ?? "";
    found.add(first.startsWith("@") && match[2] ? `${first}/${match[2]}` : first);
  }
  return found;
}

function isBuiltin(name: string, builtins: ReadonlySet<string>): boolean {
  return name.startsWith("node:") || builtins.has(name);
}

export function checkDependencies(input: DependencyInput): { unused: string[]; missing: string[] } {
  const imported = new Set<string>();
  for (const { file, text } of input.sources) {
    for (const name of importedPackages(text, file)) imported.add(name);
  }

  const declared = new Set(input.declared);
  const used = new Set<string>();
  const usesNode = [...imported].some((name) => isBuiltin(name, input.builtins));
  for (const name of declared) {
    const info = input.packages.get(name);
    const runsBin = info?.bins.some((bin) =>
      new RegExp(
        `(?:^|[\\s;&|(])(?:npx\\s+)?${bin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=\\s|$)`,
        "m",
      ).test(input.commands),
    );
    if (imported.has(name) || runsBin) used.add(name);
  }
  // Peers of a used package (react-dom for next, postcss for @tailwindcss/postcss) are used too.
  for (let grew = true; grew;) {
    grew = false;
    for (const name of [...used]) {
      for (const peer of input.packages.get(name)?.peerDependencies ?? []) {
        if (declared.has(peer) && !used.has(peer)) {
          used.add(peer);
          grew = true;
        }
      }
    }
  }
  for (const name of declared) {
    const typed = /^@types\/(.+)$/.exec(name)?.[1];
    if (!typed) continue;
    const target = typed.includes("__") ? `@${typed.replace("__", "/")}` : typed;
    if (used.has(target) || (target === "node" && usesNode)) used.add(name);
  }

  return {
    unused: [...declared].filter((name) => !used.has(name)).sort(),
    missing: [...imported]
      .filter((name) => !declared.has(name) && !isBuiltin(name, input.builtins))
      .sort(),
  };
}
