import { contact } from "@/lib/content/project";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { Section } from "./section";
import { Icon } from "@/components/ui/icon";

/** Native <details>: opens and closes without any script. */
export function FaqSection({ lang }: { lang: Lang }) {
  const faqSection = getDictionary(lang).pages.faq;
  const faq = faqSection.items;
  return (
    <Section
      name="faq"
      className="bg-ivory"
      layout="grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16"
      heading={{ eyebrow: faqSection.eyebrow, heading: faqSection.heading }}
      aside={
        <div className="divide-y divide-ink/10 border-y border-ink/10">
          {faq.map((item) => (
            <details key={item.question} className="group">
              <summary
                className={
                  "flex min-h-11 cursor-pointer list-none items-start justify-between " +
                  "gap-6 py-5 text-left text-base font-semibold text-ink " +
                  "sm:text-lg [&::-webkit-details-marker]:hidden"
                }
              >
                <span>{item.question}</span>
                <Icon
                  name="plus"
                  className="mt-1 size-5 shrink-0 text-brass-700 transition-transform group-open:rotate-45"
                />
              </summary>
              <p className="pb-6 leading-relaxed text-stone-700">{item.answer}</p>
            </details>
          ))}
        </div>
      }
    >
      <p className="mt-5 max-w-sm leading-relaxed text-stone-600">{faqSection.more}</p>
      <a
        href={contact.telHref}
        className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brass-700 underline-offset-4 hover:underline"
      >
        <Icon name="phone" className="size-4" />
        {contact.phoneDisplay}
      </a>
    </Section>
  );
}
