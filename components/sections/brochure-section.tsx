import { brochureSection } from "@/lib/content/sections/brochure";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { sectionSpacing } from "./section-heading";
import { Icon } from "@/components/ui/icon";

export function BrochureSection() {
  return (
    <section aria-labelledby="brochure-heading" className={`bg-ivory ${sectionSpacing}`}>
      <div className="container-site">
        <div className="grid gap-10 rounded-3xl border border-brass-500/40 bg-brass-50 p-8 sm:p-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:items-center lg:gap-16 lg:p-16">
          <div>
            <p className="eyebrow text-brass-700">{brochureSection.eyebrow}</p>
            <h2
              id="brochure-heading"
              className="mt-3 font-display text-[1.75rem] leading-tight font-semibold text-balance text-ink sm:text-display-sm lg:text-display-md"
            >
              {brochureSection.heading}
            </h2>
            <p className="mt-5 text-base leading-relaxed text-stone-700 sm:text-lg">
              {brochureSection.body}
            </p>
            <OpenDialogButton kind="brochure" className="btn-dark mt-8 px-7">
              <Icon name="file-down" className="size-4" />
              {brochureSection.cta}
            </OpenDialogButton>
          </div>
          <ul className="grid gap-3 text-ink">
            {brochureSection.includes.map((item) => (
              <li
                key={item}
                className="flex items-center gap-3 rounded-xl bg-ivory-50 px-5 py-4 shadow-card"
              >
                <Icon name="check" className="size-5 shrink-0 text-brass-700" />
                <span className="font-medium">{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
