import { leadFormsByLang } from "@/lib/leads/forms-by-lang";
import type { Lang } from "@/lib/i18n/lang";
import type { VisitType } from "@/lib/content/site-visit";
import { getDictionary } from "@/lib/i18n";
import { DeferredLeadForm } from "./deferred-lead-form";

const HEADING_ID = "site-visit-form-heading";

/**
 * The site-visit booking: the one lead form, with the kind of visit, a date and a time slot added by
 * its definition. A page for buyers abroad may start it on a video call.
 */
export function SiteVisitForm({ lang, visitType }: { lang: Lang; visitType?: VisitType }) {
  const siteVisit = getDictionary(lang).pages.siteVisit;
  const form = leadFormsByLang[lang].siteVisit;
  const fields = form.fields.map((field) =>
    field.control === "radio" && visitType ? { ...field, defaultValue: visitType } : field,
  );
  return (
    <div className="w-full rounded-2xl bg-ivory-50 p-6 text-ink shadow-float sm:p-8">
      <h3 id={HEADING_ID} className="mb-5 font-display text-2xl font-semibold">
        {siteVisit.formHeading}
      </h3>
      <DeferredLeadForm form={{ ...form, fields }} labelledBy={HEADING_ID} />
    </div>
  );
}
