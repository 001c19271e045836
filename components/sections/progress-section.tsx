import { formatProgressDate, progress } from "@/lib/content/progress";
import { rera } from "@/lib/content/project";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { FactList } from "@/components/ui/fact-list";
import { ExternalLink } from "@/components/ui/external-link";
import { Section } from "./section";

/**
 * `#progress`: the target possession beside the RERA completion date, the milestones reached on
 * site (oldest first, each dated, with its photo if there is one) and the quarterly reports on UP RERA.
 */
export function ProgressSection({ lang }: { lang: Lang }) {
  const words = getDictionary(lang).pages.progress;
  const date = (iso: string) => formatProgressDate(iso, words.dateLocale);
  const dates = [
    { label: words.targetLabel, iso: progress.targetPossession, note: null },
    { label: words.reraLabel, iso: progress.reraCompletion, note: words.reraNote },
  ].map(({ iso, ...fact }) => ({ ...fact, value: <time dateTime={iso}>{date(iso)}</time> }));
  return (
    <Section
      id={words.id}
      name="progress"
      className="bg-ink text-ivory"
      layout="grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-20"
      heading={{ eyebrow: words.eyebrow, heading: words.heading, intro: words.intro, tone: "dark" }}
      aside={
        <div>
          <h3 className="eyebrow text-brass-300">{words.milestonesHeading}</h3>
          <ol className="mt-6 space-y-3" data-testid="progress-milestones">
            {progress.milestones.map(({ date: day, milestone, photo }) => (
              <li key={`${day}-${milestone}`} className="rounded-2xl bg-ink-800 p-5 sm:p-6">
                <time dateTime={day} className="text-sm font-semibold text-brass-300 lining-nums">
                  {date(day)}
                </time>
                <p className="mt-1 text-lg font-semibold">{words.milestones[milestone]}</p>
                {photo ? (
                  // Inside a <picture> like every site image: a static export has no image optimiser to hand it to.
                  <picture>
                    <img
                      src={photo.src}
                      width={photo.width}
                      height={photo.height}
                      alt={`${words.photoLabel}: ${words.milestones[milestone]}, ${date(day)}`}
                      loading="lazy"
                      className="mt-4 aspect-[16/10] h-auto w-full rounded-xl object-cover"
                    />
                  </picture>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      }
    >
      <FactList facts={dates} className="mt-10 grid grid-cols-2 gap-x-6 gap-y-8" />
      <p className="mt-10">
        <ExternalLink
          href={progress.reraProjectPageUrl}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-ivory underline decoration-brass-500 underline-offset-4 hover:text-brass-300"
          iconClassName="size-4"
        >
          {words.reportsLink}
        </ExternalLink>
      </p>
      <p className="mt-1 text-sm text-ivory/70">
        {words.reportsHint}: <span className="font-semibold text-ivory">{rera.projectId}</span>
      </p>
    </Section>
  );
}
