/** Every language's dictionary, for server components; the browser gets only the UI words (./ui). */
import type { Dictionary } from "./dictionary";
import type { Lang } from "./lang";
import { enPages } from "./en/pages";
import { hiPages } from "./hi/pages";
import { uiWords } from "./ui";

const pages = { en: enPages, hi: hiPages } as const;

export function getDictionary(lang: Lang): Dictionary {
  return { ui: uiWords[lang], pages: pages[lang] };
}
