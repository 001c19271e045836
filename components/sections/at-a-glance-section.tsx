import { rera } from "@/lib/content/project";
import { formatPriceRange } from "@/lib/content/prices";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { FactList } from "@/components/ui/fact-list";
import { ExternalLink } from "@/components/ui/external-link";
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
      <FactList facts={facts} className="mt-8 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4" />
      <p className="mt-8 text-sm text-ivory/80">
        <ExternalLink
          href={rera.authorityUrl}
          className="inline-flex items-center gap-1.5 underline decoration-brass-500 underline-offset-4 hover:text-ivory"
          iconClassName="size-3.5"
        >
          {atAGlanceSection.reraLinkLabel}
        </ExternalLink>
        <span className="text-ivory/70">{` · ${rera.authorityName}`}</span>
      </p>
    </Section>
  );
}
