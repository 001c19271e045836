import { floorPlanWords } from "@/lib/i18n/floor-plan-words";
import { getDictionary } from "@/lib/i18n";
import type { Lang } from "@/lib/i18n/lang";
import { Icon } from "@/components/ui/icon";
import { PageHeading } from "./page-heading";
import { Section } from "./section";

/** The plans page's opening: its h1, what it answers, and a link to each of its sections. */
export function PlansHeroSection({ lang }: { lang: Lang }) {
  const { pages } = getDictionary(lang);
  const { plans, progress } = pages;
  const jumps = [
    { id: "costs", label: plans.costs.eyebrow },
    { id: "payment-plan", label: plans.plan.eyebrow },
    { id: "floor-plans", label: floorPlanWords[lang].eyebrow },
    { id: progress.id, label: progress.eyebrow },
  ];
  return (
    <Section
      name="plans"
      className="bg-ink text-ivory"
      spacing="pt-14 pb-12 sm:pt-20 sm:pb-16"
      heading={(id) => (
        <PageHeading
          id={id}
          eyebrow={plans.hero.eyebrow}
          title={plans.title}
          intro={plans.hero.intro}
        />
      )}
    >
      <nav aria-label={plans.hero.jumpLabel} className="mt-10 border-t border-white/10 pt-6">
        <ul className="flex flex-wrap gap-3">
          {jumps.map(({ id, label }) => (
            <li key={id}>
              <a href={`#${id}`} className="btn-outline min-h-11 text-ivory hover:bg-white/10">
                {label}
                <Icon name="arrow-right" className="size-4 rotate-90" />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  );
}
