import { useMemo } from "react";
import { buildLeadForms } from "@/lib/leads/build-lead-forms";
import { useLang, useUiWords } from "@/components/i18n/lang-provider";

/** The lead forms in the page's language, built from the words the page was sent with. */
export function useLeadForms() {
  const lang = useLang();
  const ui = useUiWords();
  return useMemo(() => buildLeadForms(lang, ui), [lang, ui]);
}
