import { leadForms } from "@/lib/leads/forms";
import { heroFormCopy } from "@/lib/content/form-copy";
import { LeadForm } from "./lead-form";

const HEADING_ID = "hero-form-heading";

/** The hero banner's lead form, in a light card for the dark hero image: full width until the hero splits into two columns. */
export function HeroForm() {
  return (
    <div className="w-full rounded-2xl lg:max-w-[380px] bg-ivory-50 p-6 text-ink shadow-float sm:p-7">
      <h2 id={HEADING_ID} className="font-display text-xl font-semibold">
        {heroFormCopy.heading}
      </h2>
      <p className="mt-1 mb-5 text-sm text-stone-600">{heroFormCopy.body}</p>
      <LeadForm form={leadForms.hero} labelledBy={HEADING_ID} />
    </div>
  );
}
