import type { Lang } from "@/lib/i18n/lang";
import type { VisitType } from "@/lib/content/site-visit";
import { getDictionary } from "@/lib/i18n";
import { SiteVisitForm } from "@/components/forms/site-visit-form";
import { PointList } from "@/components/ui/point-list";
import { Section } from "./section";

/** The site-visit booking with its points; /nri shows the same section, starting on a video call. */
export function SiteVisitSection({ lang, visitType }: { lang: Lang; visitType?: VisitType }) {
  const siteVisit = getDictionary(lang).pages.siteVisit;
  return (
    <Section
      id="site-visit"
      name="site-visit"
      className="bg-ivory-200"
      layout="grid gap-10 lg:grid-cols-[minmax(0,1fr)_28rem] lg:items-start lg:gap-16"
      heading={{ eyebrow: siteVisit.eyebrow, heading: siteVisit.heading, intro: siteVisit.intro }}
      aside={<SiteVisitForm lang={lang} {...(visitType ? { visitType } : {})} />}
    >
      <PointList
        points={siteVisit.points}
        icon="calendar-check"
        className="mt-8 grid gap-3 text-ink-800"
        gap="gap-3"
        size="size-5"
      />
    </Section>
  );
}
