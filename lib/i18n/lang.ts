/** The languages the site is written in, and where each one's pages live. */
export const LANGS = ["en", "hi"] as const;
export type Lang = (typeof LANGS)[number];

/** English pages sit at the root; every other language under its own prefix. */
export const DEFAULT_LANG: Lang = "en";

/** `<html lang>` of each language's pages. */
export const htmlLang = { en: "en-IN", hi: "hi" } as const satisfies Record<Lang, string>;

/** Open Graph `locale` of each language's pages. */
export const ogLocale = { en: "en_IN", hi: "hi_IN" } as const satisfies Record<Lang, string>;

/** The page at `path` (root-relative, may carry a #section) in `lang`: "/thank-you" → "/hi/thank-you". */
export function localePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  const [pathname = "/", hash] = path.split("#");
  const prefixed = pathname === "/" ? `/${lang}` : `/${lang}${pathname}`;
  return hash === undefined ? prefixed : `${prefixed}#${hash}`;
}

/** The other language of a two-language site: where the language switch leads. */
export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "hi" : "en";
}
