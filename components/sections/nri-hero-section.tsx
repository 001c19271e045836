import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { FactList } from "@/components/ui/fact-list";
import { Icon } from "@/components/ui/icon";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { PageHeading } from "./page-heading";
import { Section } from "./section";

/** /nri's opening: the page's h1, what it answers, three facts at a glance and the two ways to talk. */
export function NriHeroSection({ lang }: { lang: Lang }) {
  const nri = getDictionary(lang).pages.nri;
  return (
    <Section
      name="nri"
      className="relative isolate overflow-hidden bg-ink text-ivory"
      spacing="pt-14 pb-16 sm:pt-20 sm:pb-20 lg:py-24"
      backdrop={
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-32 -z-10 size-96 rounded-full border border-brass-500/20"
        />
      }
      heading={(id) => (
        <PageHeading
          id={id}
          eyebrow={
            <>
              <Icon name="map-pin" className="size-4" />
              {nri.eyebrow}
            </>
          }
          title={nri.heading}
          intro={nri.intro}
        />
      )}
    >
      <FactList
        facts={nri.facts}
        className="mt-10 grid gap-x-8 gap-y-8 border-t border-white/10 pt-8 sm:grid-cols-3"
      />
      <p className="mt-10 flex flex-wrap gap-3">
        <a href="#site-visit" className="btn-primary px-8 py-3 text-base">
          <Icon name="calendar-check" className="size-4" />
          {nri.visitCta}
        </a>
        <OpenDialogButton
          kind="enquiry"
          className="btn-outline px-8 py-3 text-base text-ivory hover:bg-white/10"
        >
          {nri.askCta}
          <Icon name="arrow-right" className="size-4" />
        </OpenDialogButton>
      </p>
    </Section>
  );
}
