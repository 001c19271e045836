"use client";

import { usePathname } from "next/navigation";
import { useLocationHash } from "./use-location-hash";
import { LANGS, localePath, type Lang } from "@/lib/i18n/lang";
import { useLang, useOtherLanguage } from "@/components/i18n/lang-provider";
import { paths } from "@/lib/seo/paths";

const pagePaths: readonly string[] = Object.values(paths);

/**
 * "/hi/privacy" → "/privacy": the page's path with its language prefix taken off; the home page
 * for a path no page has (the 404).
 */
function pagePath(pathname: string, lang: Lang): string {
  const prefix = localePath(lang, "/");
  const path =
    lang === LANGS[0] || !pathname.startsWith(prefix)
      ? pathname
      : pathname.slice(prefix.length) || "/";
  const trimmed = path.length > 1 ? path.replace(/\/$/, "") : path;
  return pagePaths.includes(trimmed) ? trimmed : paths.home;
}

/**
 * A plain link to this page in the other language, so it works before any script runs; once
 * hydrated it also carries the section the visitor has scrolled to by anchor.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const lang = useLang();
  const { lang: other, name } = useOtherLanguage();
  const hash = useLocationHash();
  const path = pagePath(usePathname(), lang);

  return (
    <a href={localePath(other, path) + hash} hrefLang={other} lang={other} className={className}>
      {name}
    </a>
  );
}
