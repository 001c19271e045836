import type { ComponentType } from "react";
import { CostsSection } from "@/components/sections/costs-section";
import { FloorPlanDialog, FloorPlansSection } from "@/components/sections/floor-plans-section";
import { PaymentPlanSection } from "@/components/sections/payment-plan-section";
import { PlansHeroSection } from "@/components/sections/plans-hero-section";
import { ProgressSection } from "@/components/sections/progress-section";
import { JsonLd } from "@/components/seo/json-ld";
import { getDictionary } from "@/lib/i18n";
import type { Lang } from "@/lib/i18n/lang";
import { settings } from "@/lib/settings";
import { plansStructuredData } from "@/lib/seo/plans-structured-data";

/** The page's sections in order, the same in every language. */
const sections: readonly ComponentType<{ lang: Lang }>[] = [
  PlansHeroSection,
  CostsSection,
  PaymentPlanSection,
  FloorPlansSection,
  ProgressSection,
];

/** "Prices, costs and floor plans": what a unit costs in all, how it is paid for, and what it looks like. */
export function PlansPage({ lang }: { lang: Lang }) {
  const { pages } = getDictionary(lang);
  const { title, description } = pages.plans;
  return (
    <>
      <JsonLd
        data={plansStructuredData(settings.siteUrl, lang, {
          title,
          description,
          homeName: pages.project.name,
        })}
      />
      {sections.map((Section, index) => (
        <Section key={index} lang={lang} />
      ))}
      <FloorPlanDialog lang={lang} />
    </>
  );
}
