import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import type { IconName } from "@/lib/ui/icons";
import { Icon } from "@/components/ui/icon";
import { PointList } from "@/components/ui/point-list";
import { Section } from "./section";

/** Who may buy, paying, repatriation, power of attorney, loans, tax: in the dictionary's order. */
const guideIcons: readonly IconName[] = [
  "shield-check",
  "indian-rupee",
  "route",
  "file-down",
  "house",
  "briefcase",
];

/** The rules for a buyer abroad, one card each, every card naming its source. */
export function NriGuideSection({ lang }: { lang: Lang }) {
  const guide = getDictionary(lang).pages.nri.guide;
  return (
    <Section
      id="rules"
      name="rules"
      className="bg-ivory"
      heading={{ eyebrow: guide.eyebrow, heading: guide.heading, intro: guide.intro }}
    >
      <ol className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {guide.items.map((item, index) => (
          <li
            key={item.title}
            className="flex flex-col rounded-2xl border border-ink/10 bg-ivory-50 p-6 shadow-sm sm:p-7"
          >
            <div className="flex items-center justify-between">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-brass-50 text-brass-700">
                <Icon name={guideIcons[index] ?? "check"} className="size-5" />
              </span>
              <span
                aria-hidden="true"
                className="font-display text-3xl font-semibold text-brass-600 lining-nums"
              >
                0{index + 1}
              </span>
            </div>
            <h3 className="mt-5 font-display text-2xl font-semibold text-ink">{item.title}</h3>
            <p className="mt-3 leading-relaxed text-stone-700">{item.body}</p>
            <PointList
              points={item.points}
              icon="check"
              className="mt-4 mb-5 space-y-2 text-sm leading-relaxed text-ink-800"
              gap="gap-2.5"
              size="size-4"
            />
            <p className="mt-auto border-t border-ink/10 pt-4 text-xs leading-relaxed text-stone-600">
              <span className="font-semibold">{guide.sourceLabel}</span> {item.source}
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-8 max-w-3xl text-sm leading-relaxed text-stone-600">{guide.note}</p>
    </Section>
  );
}
