import { siteVisit } from "@/lib/content/site-visit";
import { SiteVisitForm } from "@/components/forms/site-visit-form";
import { Icon } from "@/components/ui/icon";
import { SectionHeading, sectionSpacing } from "./section-heading";

export function SiteVisitSection() {
  return (
    <section
      id="site-visit"
      aria-labelledby="site-visit-heading"
      className={`bg-ivory-200 ${sectionSpacing}`}
    >
      <div className="container-site grid gap-10 lg:grid-cols-[minmax(0,1fr)_28rem] lg:items-start lg:gap-16">
        <div>
          <SectionHeading
            id="site-visit-heading"
            eyebrow={siteVisit.eyebrow}
            heading={siteVisit.heading}
            intro={siteVisit.intro}
          />
          <ul className="mt-8 grid gap-3">
            {siteVisit.points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-ink-800">
                <Icon name="calendar-check" className="mt-0.5 size-5 shrink-0 text-brass-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <SiteVisitForm />
      </div>
    </section>
  );
}
