import { galleryImages } from "@/lib/content/images";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { withAlts } from "@/lib/i18n/images";
import { Carousel } from "@/components/carousel/carousel";
import { ResponsivePicture } from "@/components/ui/responsive-picture";
import { Illustration } from "@/components/ui/illustration";
import { Section } from "./section";

export function GallerySection({ lang }: { lang: Lang }) {
  const { pages } = getDictionary(lang);
  const gallerySection = pages.gallery;
  const slides = withAlts(galleryImages, pages.images.gallery).map((image) => (
    <Illustration key={image.name} image={image} labels={pages.illustrations}>
      <ResponsivePicture
        image={image}
        group="gallery"
        className="aspect-[4/3] h-auto w-full rounded-2xl object-cover"
      />
    </Illustration>
  ));
  return (
    <Section
      id="gallery"
      name="gallery"
      className="bg-ink text-ivory"
      heading={{
        eyebrow: gallerySection.eyebrow,
        heading: gallerySection.heading,
        intro: gallerySection.intro,
        tone: "dark",
      }}
    >
      <div className="mt-12">
        <Carousel kind="gallery" label={gallerySection.carouselLabel} slides={slides} tone="dark" />
      </div>
    </Section>
  );
}
