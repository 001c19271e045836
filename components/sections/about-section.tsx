import { galleryImages } from "@/lib/content/images";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { withAlts } from "@/lib/i18n/images";
import { ResponsivePicture } from "@/components/ui/responsive-picture";
import { Section } from "./section";

export function AboutSection({ lang }: { lang: Lang }) {
  const { pages } = getDictionary(lang);
  const aboutSection = pages.about;
  const image = withAlts(galleryImages, pages.images.gallery)[0];
  return (
    <Section
      id="about"
      name="about"
      className="bg-ivory"
      layout="grid gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:items-start lg:gap-20"
      heading={{ eyebrow: aboutSection.eyebrow, heading: aboutSection.heading }}
      aside={
        image ? (
          <div className="relative lg:sticky lg:top-28">
            <div
              aria-hidden="true"
              className="absolute -top-4 -right-4 hidden h-full w-full rounded-3xl border border-brass-500/50 sm:block"
            />
            <ResponsivePicture
              image={image}
              group="gallery"
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="relative aspect-[4/3] h-auto w-full rounded-3xl object-cover shadow-card"
            />
          </div>
        ) : null
      }
    >
      <div className="mt-8 space-y-5 text-base leading-relaxed text-stone-700 sm:text-lg">
        {aboutSection.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-ink/10 pt-8 sm:gap-6">
        {aboutSection.facts.map((fact) => (
          <div key={fact.label} className="flex flex-col">
            <dt className="mt-1 text-xs leading-snug text-stone-600 sm:text-sm">{fact.label}</dt>
            <dd className="order-first font-display text-3xl font-semibold text-brass-700 lining-nums sm:text-4xl">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
