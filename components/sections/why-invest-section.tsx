import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { Section } from "./section";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/ui/icons";

const unitIcons: readonly IconName[] = ["store", "utensils-crossed", "briefcase", "house"];

export function WhyInvestSection({ lang }: { lang: Lang }) {
  const whyInvestSection = getDictionary(lang).pages.whyInvest;
  return (
    <Section
      name="why-invest"
      className="bg-ink text-ivory"
      heading={{
        eyebrow: whyInvestSection.eyebrow,
        heading: whyInvestSection.heading,
        intro: whyInvestSection.intro,
        tone: "dark",
      }}
    >
      <ol className="mt-12 grid gap-px overflow-hidden rounded-2xl bg-white/10 sm:grid-cols-2 lg:grid-cols-4">
        {whyInvestSection.units.map((unit, index) => {
          const icon = unitIcons[index % unitIcons.length] ?? "store";
          return (
            <li key={unit.title} className="bg-ink-800 p-7">
              <div className="flex items-center justify-between">
                <Icon name={icon} className="size-7 text-brass-300" />
                <span
                  aria-hidden="true"
                  className="font-display text-3xl font-semibold text-white/40 lining-nums"
                >
                  {`0${index + 1}`}
                </span>
              </div>
              <h3 className="mt-6 font-display text-2xl font-semibold">{unit.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-ivory/80">{unit.description}</p>
            </li>
          );
        })}
      </ol>
      <div className="mt-10 grid gap-5 md:grid-cols-2">
        {whyInvestSection.buyerPaths.map((path) => (
          <div key={path.title} className="rounded-2xl border border-brass-500/40 p-7">
            <h3 className="text-lg font-semibold text-brass-300">{path.title}</h3>
            <p className="mt-3 leading-relaxed text-ivory/85">{path.body}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}
