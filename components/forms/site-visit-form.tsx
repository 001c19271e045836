import { leadForms } from "@/lib/leads/forms";
import { siteVisit } from "@/lib/content/site-visit";
import { LeadForm } from "./lead-form";

const HEADING_ID = "site-visit-form-heading";

/** The site-visit booking: the one lead form, with a date and a time slot added by its definition. */
export function SiteVisitForm() {
  return (
    <div className="w-full rounded-2xl bg-ivory-50 p-6 text-ink shadow-float sm:p-8">
      <h3 id={HEADING_ID} className="mb-5 font-display text-2xl font-semibold">
        {siteVisit.formHeading}
      </h3>
      <LeadForm form={leadForms.siteVisit} labelledBy={HEADING_ID} />
    </div>
  );
}
