import { HeroSection } from "@/components/sections/hero-section";
import { AboutSection } from "@/components/sections/about-section";
import { AtAGlanceSection } from "@/components/sections/at-a-glance-section";
import { AmenitiesSection } from "@/components/sections/amenities-section";
import { WhyInvestSection } from "@/components/sections/why-invest-section";
import { PricesSection } from "@/components/sections/prices-section";
import { EmiSection } from "@/components/sections/emi-section";
import { SiteVisitSection } from "@/components/sections/site-visit-section";
import { HighwaysSection } from "@/components/sections/highways-section";
import { LocationSection } from "@/components/sections/location-section";
import { GallerySection } from "@/components/sections/gallery-section";
import { BrochureSection } from "@/components/sections/brochure-section";
import { EnquirySection } from "@/components/sections/enquiry-section";
import { FaqSection } from "@/components/sections/faq-section";
import { ContactSection } from "@/components/sections/contact-section";
import { HydrationUnit } from "@/components/ui/hydration-unit";
import { JsonLd } from "@/components/seo/json-ld";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { settings } from "@/lib/settings";
import { projectStructuredData } from "@/lib/seo/structured-data";

/** The home page's sections in order, the same in every language. */
const sections = [
  HeroSection,
  AboutSection,
  AtAGlanceSection,
  AmenitiesSection,
  WhyInvestSection,
  PricesSection,
  EmiSection,
  HighwaysSection,
  LocationSection,
  GallerySection,
  SiteVisitSection,
  BrochureSection,
  EnquirySection,
  FaqSection,
  ContactSection,
];

/** Each section hydrates as a unit of its own. */
export function HomePage({ lang }: { lang: Lang }) {
  return (
    <>
      {sections.map((Section, index) => (
        <HydrationUnit key={index}>
          <Section lang={lang} />
        </HydrationUnit>
      ))}
      {/* Last, so the bytes before the hero form stay few: search engines read it anywhere. */}
      <JsonLd
        data={projectStructuredData(settings.siteUrl, getDictionary(lang).pages.meta.description)}
      />
    </>
  );
}
