import { rera } from "@/lib/content/project";
import { formatPriceRange } from "@/lib/content/prices";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { Icon } from "@/components/ui/icon";
import { Section } from "./section";

export function AtAGlanceSection({ lang }: { lang: Lang }) {
  const { pages, ui } = getDictionary(lang);
  const atAGlanceSection = pages.atAGlance;
  // The price, completion and location read in the page's words; the registration id is shared.
  const values = [
    formatPriceRange(ui.money),
    pages.project.completion,
    pages.project.locationLine,
    rera.projectId,
  ];
  const facts = atAGlanceSection.labels.map((label, index) => ({
    label,
    value: values[index] ?? "",
  }));
  return (
    <Section
      name="glance"
      className="bg-ink text-ivory"
      spacing="py-14 sm:py-16"
      heading={(id) => (
        <h2 id={id} className="eyebrow text-brass-300">
          {atAGlanceSection.heading}
        </h2>
      )}
    >
      <dl className="mt-8 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="border-l-2 border-brass-500 pl-5">
            <dt className="text-sm text-ivory/70">{fact.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold break-words lining-nums">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 text-sm text-ivory/80">
        <a
          href={rera.authorityUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 underline decoration-brass-500 underline-offset-4 hover:text-ivory"
        >
          {atAGlanceSection.reraLinkLabel}
          <Icon name="external-link" className="size-3.5" />
        </a>
        <span className="text-ivory/70"> · {rera.authorityName}</span>
      </p>
    </Section>
  );
}
