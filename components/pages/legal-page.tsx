import { LegalDocument } from "@/components/legal/legal-document";
import { getDictionary } from "@/lib/i18n";
import type { Lang } from "@/lib/i18n/lang";

/** The disclaimer or the privacy notice, in the page's language. */
export function LegalPage({ lang, document }: { lang: Lang; document: "disclaimer" | "privacy" }) {
  const { pages } = getDictionary(lang);
  if (document === "privacy") return <LegalDocument {...pages.privacy} />;
  const { title, intro, sections, labels } = pages.disclaimer;
  return <LegalDocument title={title} intro={intro} sections={sections} labels={labels} />;
}
