import { locationImages } from "@/lib/content/images";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { withAlts } from "@/lib/i18n/images";
import { Carousel } from "@/components/carousel/carousel";
import { ResponsivePicture } from "@/components/ui/responsive-picture";
import { Illustration } from "@/components/ui/illustration";
import { Section } from "./section";
import { Icon } from "@/components/ui/icon";

export function LocationSection({ lang }: { lang: Lang }) {
  const { pages } = getDictionary(lang);
  const locationSection = pages.location;
  const slides = withAlts(locationImages, pages.images.location).map((image) => (
    <Illustration key={image.name} image={image} labels={pages.illustrations}>
      <ResponsivePicture
        image={image}
        group="location"
        className="aspect-[16/10] h-auto w-full rounded-2xl object-cover"
      />
    </Illustration>
  ));
  return (
    <Section
      name="location"
      className="bg-ivory-200"
      layout="grid gap-12 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:items-center lg:gap-16"
      heading={{
        eyebrow: locationSection.eyebrow,
        heading: locationSection.heading,
        intro: locationSection.intro,
      }}
      aside={
        <div className="min-w-0">
          <Carousel kind="location" label={locationSection.carouselLabel} slides={slides} />
        </div>
      }
    >
      <ul className="mt-8 space-y-4">
        {locationSection.points.map((point) => (
          <li key={point} className="flex gap-3 text-stone-700">
            <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brass-700" />
            <span className="leading-relaxed">{point}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
