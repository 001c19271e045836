"use client";

import { localePath } from "@/lib/i18n/lang";
import { paths } from "@/lib/seo/paths";
import { useLang, useOtherLanguage, useUiWords } from "@/components/i18n/lang-provider";

const linkClass = "font-medium text-brass-700 underline underline-offset-2";

/** Under every form: what sending it agrees to, and the privacy notice in both languages. */
export function ConsentLine() {
  const lang = useLang();
  const { lang: other, name: otherName } = useOtherLanguage();
  const words = useUiWords();
  return (
    <p className="text-xs leading-relaxed text-stone-600">
      {words.consent.before}
      {/* New tabs, so nothing typed into the form is lost by reading the notice. */}
      <a
        href={localePath(lang, paths.privacy)}
        target="_blank"
        rel="noopener"
        className={linkClass}
      >
        {words.consent.linkLabel}
        <span className="sr-only">{` ${words.interface.opensInNewTab}`}</span>
      </a>
      {words.consent.between}
      <a
        href={localePath(other, paths.privacy)}
        target="_blank"
        rel="noopener"
        hrefLang={other}
        lang={other}
        className={linkClass}
      >
        {otherName}
        <span lang={lang} className="sr-only">
          {` ${words.interface.opensInNewTab}`}
        </span>
      </a>
      {words.consent.after}
    </p>
  );
}
