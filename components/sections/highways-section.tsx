import { highways } from "@/lib/content/sections/highways";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { Section } from "./section";
import { Icon } from "@/components/ui/icon";

const km = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

export function HighwaysSection({ lang }: { lang: Lang }) {
  const highwaysSection = getDictionary(lang).pages.highways;
  const items = highways.map((figures, index) => ({
    ...figures,
    name: highwaysSection.items[index]?.name ?? "",
    description: highwaysSection.items[index]?.description ?? "",
  }));
  return (
    <Section
      name="highways"
      className="bg-ivory"
      heading={{
        eyebrow: highwaysSection.eyebrow,
        heading: highwaysSection.heading,
        intro: highwaysSection.intro,
      }}
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((highway) => (
          <li
            key={highway.name}
            className="flex flex-col rounded-2xl border border-ink/10 bg-ivory-50 p-6"
          >
            <Icon name="route" className="size-6 text-brass-700" />
            <h3 className="mt-4 text-lg font-semibold text-ink">{highway.name}</h3>
            <p
              className="mt-4 flex items-baseline gap-4 text-ink lining-nums"
              data-testid="highway-figures"
            >
              <span>
                <span className="sr-only">{`${highwaysSection.approx} `}</span>
                <span className="font-display text-4xl font-semibold">
                  {km.format(highway.km)}
                </span>{" "}
                <span className="text-sm font-semibold text-stone-600">
                  {highwaysSection.kmUnit}
                </span>
              </span>
              <span aria-hidden="true" className="h-8 w-px bg-ink/15" />
              <span>
                <span className="font-display text-4xl font-semibold">{highway.minutes}</span>{" "}
                <span className="text-sm font-semibold text-stone-600">
                  {highwaysSection.minutesUnit}
                </span>
              </span>
            </p>
            <p className="mt-4 text-sm leading-relaxed text-stone-600">{highway.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
