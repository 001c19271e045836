import type { Metadata } from "next";
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
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata, SITE_DESCRIPTION } from "@/lib/seo/metadata";
import { settings } from "@/lib/settings";
import { projectStructuredData } from "@/lib/seo/structured-data";

export const metadata: Metadata = pageMetadata({ description: SITE_DESCRIPTION, path: "/" });

export default function HomePage() {
  return (
    <>
      <JsonLd data={projectStructuredData(settings.siteUrl)} />
      <HeroSection />
      <AboutSection />
      <AtAGlanceSection />
      <AmenitiesSection />
      <WhyInvestSection />
      <PricesSection />
      <EmiSection />
      <HighwaysSection />
      <LocationSection />
      <GallerySection />
      <SiteVisitSection />
      <BrochureSection />
      <EnquirySection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
