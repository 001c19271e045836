import { enquirySection } from "@/lib/content/sections/enquiry";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { Icon } from "@/components/ui/icon";

export function EnquirySection() {
  return (
    <section
      aria-labelledby="enquiry-heading"
      className="relative isolate overflow-hidden bg-ink-800 py-20 text-ivory sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 -z-10 size-96 rounded-full border border-brass-500/20"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-40 -left-24 -z-10 size-[28rem] rounded-full border border-brass-500/15"
      />
      <div className="container-site flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <p className="eyebrow text-brass-300">{enquirySection.eyebrow}</p>
          <h2
            id="enquiry-heading"
            className="mt-3 font-display text-[1.75rem] leading-tight font-semibold text-balance sm:text-display-sm lg:text-display-md"
          >
            {enquirySection.heading}
          </h2>
          <p className="mt-5 text-base leading-relaxed text-ivory/80 sm:text-lg">
            {enquirySection.body}
          </p>
        </div>
        <OpenDialogButton kind="contact" className="btn-primary shrink-0 px-8 py-3 text-base">
          {enquirySection.cta}
          <Icon name="arrow-right" className="size-4" />
        </OpenDialogButton>
      </div>
    </section>
  );
}
