import { leadFormsByLang } from "@/lib/leads/forms-by-lang";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { DeferredLeadForm } from "./deferred-lead-form";

const HEADING_ID = "hero-form-heading";

/** The hero banner's lead form, in a light card for the dark hero image: full width until the hero splits into two columns. */
export function HeroForm({ lang }: { lang: Lang }) {
  const heroFormCopy = getDictionary(lang).ui.heroForm;
  return (
    <div className="w-full rounded-2xl lg:max-w-[380px] bg-ivory-50 p-6 text-ink shadow-float sm:p-7">
      <h2 id={HEADING_ID} className="font-display text-xl font-semibold">
        {heroFormCopy.heading}
      </h2>
      <p className="mt-1 mb-5 text-sm text-stone-600">{heroFormCopy.body}</p>
      <DeferredLeadForm form={leadFormsByLang[lang].hero} labelledBy={HEADING_ID} />
    </div>
  );
}
