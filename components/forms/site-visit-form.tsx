import { leadFormsByLang } from "@/lib/leads/forms-by-lang";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { LeadForm } from "./lead-form";

const HEADING_ID = "site-visit-form-heading";

/** The site-visit booking: the one lead form, with a date and a time slot added by its definition. */
export function SiteVisitForm({ lang }: { lang: Lang }) {
  const siteVisit = getDictionary(lang).pages.siteVisit;
  return (
    <div className="w-full rounded-2xl bg-ivory-50 p-6 text-ink shadow-float sm:p-8">
      <h3 id={HEADING_ID} className="mb-5 font-display text-2xl font-semibold">
        {siteVisit.formHeading}
      </h3>
      <LeadForm form={leadFormsByLang[lang].siteVisit} labelledBy={HEADING_ID} />
    </div>
  );
}
