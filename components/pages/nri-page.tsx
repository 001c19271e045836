import { NriHeroSection } from "@/components/sections/nri-hero-section";
import { NriGuideSection } from "@/components/sections/nri-guide-section";
import { ProgressSection } from "@/components/sections/progress-section";
import { SiteVisitSection } from "@/components/sections/site-visit-section";
import { EnquirySection } from "@/components/sections/enquiry-section";
import { JsonLd } from "@/components/seo/json-ld";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { webPageStructuredData } from "@/lib/seo/web-page";

/** /nri, "Buying from abroad": the rules, whether it is being built, a visit (or a call), a question. */
export function NriPage({ lang }: { lang: Lang }) {
  const { title, description } = getDictionary(lang).pages.nri;
  return (
    <>
      <JsonLd data={webPageStructuredData("nri", lang, { name: title, description })} />
      <NriHeroSection lang={lang} />
      <NriGuideSection lang={lang} />
      <ProgressSection lang={lang} />
      <SiteVisitSection lang={lang} />
      <EnquirySection lang={lang} />
    </>
  );
}
