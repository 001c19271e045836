import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { Section } from "./section";
import { Icon } from "@/components/ui/icon";

export function BrochureSection({ lang }: { lang: Lang }) {
  const brochureSection = getDictionary(lang).pages.brochure;
  return (
    <Section
      name="brochure"
      className="bg-ivory"
      layout={
        "grid gap-10 rounded-3xl border border-brass-500/40 bg-brass-50 p-8 " +
        "sm:p-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] " +
        "lg:items-center lg:gap-16 lg:p-16"
      }
      heading={{
        eyebrow: brochureSection.eyebrow,
        heading: brochureSection.heading,
        intro: brochureSection.body,
      }}
      aside={
        <ul className="grid gap-3 text-ink">
          {brochureSection.includes.map((item) => (
            <li
              key={item}
              className="flex items-center gap-3 rounded-xl bg-ivory-50 px-5 py-4 shadow-card"
            >
              <Icon name="check" className="size-5 shrink-0 text-brass-700" />
              <span className="font-medium">{item}</span>
            </li>
          ))}
        </ul>
      }
    >
      <OpenDialogButton kind="brochure" className="btn-dark mt-8 px-7">
        <Icon name="file-down" className="size-4" />
        {brochureSection.cta}
      </OpenDialogButton>
    </Section>
  );
}
