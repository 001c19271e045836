import { readdirSync } from "node:fs";
import path from "node:path";
import { getDictionary } from "../../lib/i18n";
import { LANGS, type Lang } from "../../lib/i18n/lang";

/** Every string reachable from a value. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => strings(item, seen));
}

/** Every module in a language's dictionary folder, found on disk so a new file needs no listing. */
async function dictionaryModules(lang: Lang): Promise<unknown[]> {
  const dir = path.join(import.meta.dirname, "../../lib/i18n", lang);
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
  );
  return Promise.all(files.map((file) => import(path.join(dir, file)) as Promise<unknown>));
}

/**
 * Every string of one language's copy: its dictionary (interface, pages, legal text) and whatever
 * else its folder holds, such as the brochure's words (tests only: uses node:fs).
 */
export async function copyStrings(lang: Lang): Promise<string[]> {
  const modules = await dictionaryModules(lang);
  return [...new Set([getDictionary(lang), ...modules].flatMap((value) => strings(value)))];
}

/** Every string of the site's copy in every language. */
export async function allCopyStrings(): Promise<string[]> {
  return (await Promise.all(LANGS.map((lang) => copyStrings(lang)))).flat();
}
