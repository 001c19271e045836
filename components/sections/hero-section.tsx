import { preload } from "react-dom";
import { heroImages } from "@/lib/content/images";
import { heroSection } from "@/lib/content/sections/hero";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { withAlts } from "@/lib/i18n/images";
import { formatPriceRange } from "@/lib/content/prices";
import { localePath } from "@/lib/i18n/lang";
import { imageGroups, imageUrl, srcSet } from "@/lib/ui/images";
import { ResponsivePicture } from "@/components/ui/responsive-picture";
import { HeroForm } from "@/components/forms/hero-form";
import { HeroBackdrop } from "./hero-backdrop";
import { Section } from "./section";
import { Icon } from "@/components/ui/icon";
import { IllustrationLabel } from "@/components/ui/illustration";
import { buyerLinks } from "@/lib/content/buyer-links";

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
  const { widths, sizes } = imageGroups.hero;
  if (first) {
    // The first hero image is the LCP element: fetch it from the <head>, ahead of the CSS and JS.
    preload(imageUrl(first.name, widths[widths.length - 1] ?? first.width, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(first.name, widths, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
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
    <Section
      name="hero"
      className="relative isolate overflow-hidden bg-ink text-ivory"
      spacing=""
      layout="grid gap-10 pt-14 pb-16 sm:pt-20 sm:pb-20 lg:min-h-[calc(100svh-5rem)] lg:grid-cols-[minmax(0,1fr)_25rem] lg:items-center lg:gap-16 lg:py-24"
      backdrop={
        <>
          {/* One screen tall on phones, whatever the text's height: the picture's box never moves
              when the web fonts swap in, so a later slide can never count as a larger paint. */}
          <div className="absolute inset-x-0 top-0 -z-10 h-svh lg:inset-0 lg:h-auto">
            <HeroBackdrop slides={slides} intervalMs={heroSection.rotationMs} />
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-gradient-to-b from-ink/80 via-ink/50 to-ink lg:bg-gradient-to-r lg:from-ink/95 lg:via-ink/70 lg:to-ink/25"
            />
          </div>
          {/* At the section's top, not its foot: on a phone the foot is below the picture and moves
              while the page is still arriving. */}
          <IllustrationLabel text={pages.illustrations.impression} place="top-right" />
        </>
      }
      heading={(id) => (
        <>
          <p className="eyebrow flex items-center gap-2 text-brass-300">
            <Icon name="map-pin" className="size-4" />
            {hero.eyebrow}
          </p>
          <h1
            id={id}
            className="mt-5 font-display text-[2.375rem] min-[380px]:text-[2.75rem] leading-[1.05] font-semibold tracking-tight sm:text-6xl lg:text-7xl xl:text-[5.25rem]"
          >
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ivory/90 sm:text-xl">
            {hero.subheading}
          </p>
        </>
      )}
      aside={
        <div className="w-full">
          <HeroForm lang={lang} />
        </div>
      }
    >
      {/* A list, not a <dl>: each pill pairs an icon with its term and value, which a <dl> cannot hold. */}
      {/* One pill a row on phones, icons at the top: nothing moves while a pill's value is arriving. */}
      <ul className="mt-8 flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap">
        {highlights.map(({ icon, label, value }) => (
          <li
            key={label}
            className="flex items-start gap-3 rounded-full border border-brass-300/40 bg-ink/75 py-2 pr-5 pl-2"
          >
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-brass-500 text-ink">
              <Icon name={icon} className="size-4" />
            </span>
            <div>
              <p className="text-[0.6875rem] font-semibold tracking-[0.16em] text-brass-300 uppercase">
                {label}
              </p>
              <p className="font-semibold">{value}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-7 flex flex-wrap gap-x-6 gap-y-3 text-sm font-semibold">
        {buyerLinks.map((link, index) => (
          <a
            key={link.href}
            href={localePath(lang, link.href)}
            className="inline-flex min-h-11 items-center gap-1.5 text-brass-300 underline decoration-brass-300/40 underline-offset-4 hover:text-ivory"
          >
            {pages.buyerLinks[index]?.heroLabel}
            <Icon name="arrow-right" className="size-4" />
          </a>
        ))}
      </p>
    </Section>
  );
}
