"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "@/lib/i18n/lang";
import type { UiWords } from "@/lib/i18n/dictionary";

type LangContextValue = {
  lang: Lang;
  /** The page language's interface words, sent once with the page rather than bundled per language. */
  ui: UiWords;
  /** The other language, as the link to it is written. */
  other: { lang: Lang; name: string };
  /** How a visitor reaches sales when a form cannot send, sent with the page rather than bundled. */
  sales: { telHref: string; whatsappNumber: string };
};

const LangContext = createContext<LangContextValue | null>(null);

/**
 * Set once by each language's root layout, so interactive parts speak the page's language and can
 * reach sales.
 */
export function LangProvider({ children, ...value }: LangContextValue & { children: ReactNode }) {
  return <LangContext value={value}>{children}</LangContext>;
}

function useLangContext(): LangContextValue {
  const value = useContext(LangContext);
  if (!value) throw new Error("An interactive part was rendered outside the site's LangProvider.");
  return value;
}

export function useLang(): Lang {
  return useLangContext().lang;
}

export function useUiWords(): UiWords {
  return useLangContext().ui;
}

export function useOtherLanguage(): { lang: Lang; name: string } {
  return useLangContext().other;
}

export function useSalesContact(): LangContextValue["sales"] {
  return useLangContext().sales;
}
