import { readdirSync } from "node:fs";
import path from "node:path";

/** Every string reachable from a module's exports. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => strings(item, seen));
}

/** The copy modules: every file under lib/content, plus the form words and the legal text. */
function copyModules(): string[] {
  const contentDir = path.join(import.meta.dirname, "../../lib/content");
  const content = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => path.join(contentDir, file));
  return [
    ...content,
    "../leads/forms.ts",
    "../i18n/en/disclaimer.ts",
    "../i18n/en/privacy.ts",
    "../legal/privacy.ts",
  ].map((file) => path.resolve(contentDir, file));
}

/** Every string of the site's copy, for the tests that read all of it (tests only: uses node:fs). */
export async function allCopyStrings(): Promise<string[]> {
  const modules = await Promise.all(copyModules().map((file) => import(file) as Promise<unknown>));
  return modules.flatMap((module) => strings(module));
}
