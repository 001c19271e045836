"use client";

import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_LANG, type Lang } from "@/lib/i18n/lang";
import { uiWords } from "@/lib/i18n/ui";
import type { UiWords } from "@/lib/i18n/dictionary";

const LangContext = createContext<Lang>(DEFAULT_LANG);

/** Set once by each language's root layout, so interactive parts speak the page's language. */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext value={lang}>{children}</LangContext>;
}

export function useLang(): Lang {
  return useContext(LangContext);
}

export function useUiWords(): UiWords {
  return uiWords[useLang()];
}
