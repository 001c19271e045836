import { preload } from "react-dom";
import { heroImages, heroSlides, type ShownImage, type SiteImage } from "@/lib/content/images";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { withAlts } from "@/lib/i18n/images";
import { formatPriceRange } from "@/lib/content/prices";
import { imageGroups, imageUrl, srcSet } from "@/lib/ui/images";
import { ResponsivePicture } from "@/components/ui/responsive-picture";
import { HeroForm } from "@/components/forms/hero-form";
import { HeroBackdrop } from "./hero-backdrop";
import { HeroBuyerLinks, HeroHeading, HeroHighlights } from "./hero-parts";
import { Section } from "./section";
import { IllustrationLabel } from "@/components/ui/illustration";

/** The first hero image is the LCP element: fetch it from the <head>, ahead of the CSS and JS. */
function preloadFirstImage(first: SiteImage) {
  const { widths, sizes } = imageGroups.hero;
  preload(imageUrl(first.name, widths[widths.length - 1] ?? first.width, "avif"), {
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(first.name, widths, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  });
}

/** The rotating pictures under their gradient, and the caption saying they are impressions. */
function HeroBackdropLayers({
  images,
  caption,
}: {
  images: readonly ShownImage[];
  caption: string;
}) {
  const slides = images.map((image, index) => (
    <ResponsivePicture
      key={image.name}
      image={image}
      group="hero"
      priority={index === 0}
      className="absolute inset-0 size-full object-cover"
    />
  ));
  return (
    <>
      {/* One screen tall on phones, whatever the text's height: the picture's box never moves
          when the web fonts swap in, so a later slide can never count as a larger paint. */}
      <div className="absolute inset-x-0 top-0 -z-10 h-svh lg:inset-0 lg:h-auto">
        <HeroBackdrop slides={slides} intervalMs={heroSlides.rotationMs} />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-b from-ink/80 via-ink/50 to-ink lg:bg-gradient-to-r lg:from-ink/95 lg:via-ink/70 lg:to-ink/25"
        />
      </div>
      {/* At the section's top, not its foot: on a phone the foot is below the picture and moves
          while the page is still arriving. */}
      <IllustrationLabel text={caption} place="top-right" />
    </>
  );
}

export function HeroSection({ lang }: { lang: Lang }) {
  const { pages, ui } = getDictionary(lang);
  const hero = pages.hero;
  const highlights = [
    { icon: "indian-rupee" as const, label: hero.priceLabel, value: formatPriceRange(ui.money) },
    {
      icon: "calendar-check" as const,
      label: hero.completionLabel,
      value: pages.project.completion,
    },
  ];
  const images = withAlts(heroImages, pages.images.hero);
  const [first] = images;
  if (first) preloadFirstImage(first);

  return (
    <Section
      name="hero"
      className="relative isolate overflow-hidden bg-ink text-ivory"
      spacing=""
      layout="grid gap-10 pt-14 pb-16 sm:pt-20 sm:pb-20 lg:min-h-[calc(100svh-5rem)] lg:grid-cols-[minmax(0,1fr)_25rem] lg:items-center lg:gap-16 lg:py-24"
      backdrop={<HeroBackdropLayers images={images} caption={pages.illustrations.impression} />}
      heading={(id) => <HeroHeading id={id} hero={hero} />}
      aside={
        <div className="w-full">
          <HeroForm lang={lang} />
        </div>
      }
    >
      <HeroHighlights highlights={highlights} />
      <HeroBuyerLinks lang={lang} labels={pages.buyerLinks} />
    </Section>
  );
}
