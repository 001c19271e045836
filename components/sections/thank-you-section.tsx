import { brochure } from "@/lib/content/project";
import type { Lang } from "@/lib/i18n/lang";
import { localePath } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { ConversionEvent } from "@/components/analytics/conversion-event";
import { Icon } from "@/components/ui/icon";
import { KeepTogether } from "@/components/ui/keep-together";
import { PhoneLink } from "@/components/ui/phone-link";
import { VisitCalendarOffer } from "./visit-calendar-offer";
import { ThankYouWhatsapp } from "./thank-you-whatsapp";

/** After a lead: the confirmation, the brochure (a visitor may have come for it), and a faster way to talk. */
export function ThankYouSection({ lang }: { lang: Lang }) {
  const { pages, ui } = getDictionary(lang);
  const thankYou = pages.thankYou;
  return (
    <section className="container-site flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
      <Icon name="circle-check" className="size-16 text-brass-600" strokeWidth={1.5} />
      <h1 className="mt-6 font-display text-display-sm font-semibold sm:text-display-md">
        {thankYou.heading}
      </h1>
      <p className="mt-4 text-lg text-stone-700">{thankYou.body}</p>
      <p className="mt-2 max-w-xl text-lg text-stone-700">
        <KeepTogether text={thankYou.followUp} phrase={ui.responsePromise} />
      </p>
      <VisitCalendarOffer words={thankYou.calendar} />
      <a href={brochure.href} download={brochure.fileName} className="btn-primary mt-8">
        <Icon name="file-down" className="size-4" />
        {thankYou.brochureLabel}
      </a>
      <p className="mt-6 text-sm text-stone-600">
        {thankYou.sooner} <PhoneLink />.
      </p>
      <ThankYouWhatsapp words={thankYou.whatsapp} />
      <a href={localePath(lang, "/")} className="btn-dark mt-10">
        {thankYou.backHome}
      </a>
      <ConversionEvent />
    </section>
  );
}
