/**
 * The English words of every page, gathered from the content modules that hold them beside their
 * facts. The Hindi dictionary (lib/i18n/hi/pages.ts) has this shape exactly.
 */
import { aboutSection } from "../../content/sections/about";
import { amenities, amenitiesSection } from "../../content/sections/amenities";
import { atAGlance, atAGlanceSection } from "../../content/sections/at-a-glance";
import { brochureSection } from "../../content/sections/brochure";
import { buyerLinks } from "../../content/buyer-links";
import { contactSection } from "../../content/sections/contact";
import { enquirySection } from "../../content/sections/enquiry";
import { faq, faqSection } from "../../content/sections/faq";
import { footer } from "../../content/footer";
import { galleryImages, heroImages, locationImages, socialCard } from "../../content/images";
import { gallerySection } from "../../content/sections/gallery";
import { heroSection } from "../../content/sections/hero";
import { highways, highwaysSection } from "../../content/sections/highways";
import { locationSection } from "../../content/sections/location";
import { priceBasis, pricesSection, unitPrices } from "../../content/prices";
import { project } from "../../content/project";
import { siteVisit } from "../../content/site-visit";
import { thankYou } from "../../content/thank-you";
import { whyInvestSection } from "../../content/sections/why-invest";
import { reraPanel } from "../../legal/rera";
import { notFound, siteMeta } from "../../content/site-meta";
import { illustrationLabels } from "../../ui/illustrations";
import { disclaimer } from "./disclaimer";
import { privacyNotice } from "./privacy";

const alts = (images: readonly { alt: string }[]) => images.map((image) => image.alt);

export const enPages = {
  meta: siteMeta,
  /** The project's place and dates as words; its numbers and ids are shared facts. */
  project: {
    name: project.name,
    locationLine: project.locationLine,
    region: project.region,
    completion: project.completion.label,
  },
  hero: {
    eyebrow: heroSection.eyebrow,
    heading: heroSection.heading,
    subheading: heroSection.subheading,
    priceLabel: heroSection.priceLabel,
    completionLabel: heroSection.completionLabel,
    formNote: heroSection.formNote,
  },
  buyerLinks: buyerLinks.map(({ label, heroLabel }) => ({ label, heroLabel })),
  about: aboutSection,
  atAGlance: { ...atAGlanceSection, labels: atAGlance.map((fact) => fact.label) },
  amenities: {
    ...amenitiesSection,
    items: amenities.map(({ name, description }) => ({ name, description })),
  },
  whyInvest: whyInvestSection,
  prices: {
    ...pricesSection,
    basis: priceBasis,
    unitNames: unitPrices.map((unit) => unit.name),
    sqFt: "sq ft",
  },
  highways: {
    eyebrow: highwaysSection.eyebrow,
    heading: highwaysSection.heading,
    intro: highwaysSection.intro,
    kmUnit: highwaysSection.kmUnit,
    minutesUnit: highwaysSection.minutesUnit,
    approx: highwaysSection.approx,
    items: highways.map(({ name, description }) => ({ name, description })),
  },
  location: {
    eyebrow: locationSection.eyebrow,
    heading: locationSection.heading,
    intro: locationSection.intro,
    carouselLabel: locationSection.carouselLabel,
    points: locationSection.points,
  },
  gallery: gallerySection,
  siteVisit: {
    eyebrow: siteVisit.eyebrow,
    heading: siteVisit.heading,
    intro: siteVisit.intro,
    formHeading: siteVisit.formHeading,
    points: siteVisit.points,
  },
  brochure: brochureSection,
  enquiry: enquirySection,
  faq: { ...faqSection, items: faq },
  contact: contactSection,
  footer,
  reraPanel: {
    label: reraPanel.label,
    projectLabel: reraPanel.projectLabel,
    agentLabel: reraPanel.agentLabel,
    websiteLabel: reraPanel.websiteLabel,
    accountLabel: reraPanel.accountLabel,
    accountPrefix: "A/c",
    qrLabel: reraPanel.qrLabel,
  },
  thankYou: {
    heading: thankYou.heading,
    body: thankYou.body,
    followUp: thankYou.followUp,
    sooner: thankYou.sooner,
    brochureLabel: thankYou.brochureLabel,
    backHome: thankYou.backHome,
  },
  images: {
    hero: alts(heroImages),
    location: alts(locationImages),
    gallery: alts(galleryImages),
    social: socialCard.alt,
  },
  illustrations: illustrationLabels,
  notFound,
  disclaimer,
  privacy: privacyNotice,
};
