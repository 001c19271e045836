import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { Icon } from "@/components/ui/icon";
import { Section } from "./section";

export function EnquirySection({ lang }: { lang: Lang }) {
  const enquirySection = getDictionary(lang).pages.enquiry;
  return (
    <Section
      name="enquiry"
      className="relative isolate overflow-hidden bg-ink-800 text-ivory"
      spacing="py-20 sm:py-24"
      layout="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between"
      mainClassName="max-w-2xl"
      heading={{
        eyebrow: enquirySection.eyebrow,
        heading: enquirySection.heading,
        intro: enquirySection.body,
        tone: "dark",
      }}
      backdrop={
        <>
          <div
            aria-hidden="true"
            className="absolute -top-32 -right-32 -z-10 size-96 rounded-full border border-brass-500/20"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-40 -left-24 -z-10 size-[28rem] rounded-full border border-brass-500/15"
          />
        </>
      }
      aside={
        <OpenDialogButton kind="contact" className="btn-primary shrink-0 px-8 py-3 text-base">
          {enquirySection.cta}
          <Icon name="arrow-right" className="size-4" />
        </OpenDialogButton>
      }
    />
  );
}
