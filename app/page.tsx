import type { Metadata } from "next";
import { HeroSection } from "@/components/sections/hero-section";
import { AboutSection } from "@/components/sections/about-section";
import { AmenitiesSection } from "@/components/sections/amenities-section";
import { GallerySection } from "@/components/sections/gallery-section";

export const metadata: Metadata = {
  alternates: { canonical: "/" },
};

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <AmenitiesSection />
      <GallerySection />
    </>
  );
}
