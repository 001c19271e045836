/**
 * The English words of every page; the home page's sections and the legal pages sit in their own
 * files and this one assembles them. The Hindi dictionary (lib/i18n/hi/pages.ts) has this shape
 * exactly; the facts these words read stay in lib/content.
 */
import { amenities } from "../../content/sections/amenities";
import { atAGlance } from "../../content/sections/at-a-glance";
import { buyerLinks } from "../../content/buyer-links";
import { galleryImages, heroImages, locationImages, socialCard } from "../../content/images";
import { highways } from "../../content/sections/highways";
import { unitPrices } from "../../content/prices";
import { contact, project, rera } from "../../content/project";
import { disclaimer } from "./disclaimer";
import { privacyNotice } from "./privacy";
import {
  brochureSection,
  contactSection,
  enquirySection,
  faq,
  faqSection,
  gallerySection,
  highwaysSection,
  locationSection,
  priceBasis,
  pricesSection,
  siteVisit,
} from "./sections/buying";
import {
  aboutSection,
  amenitiesSection,
  atAGlanceSection,
  heroSection,
  whyInvestSection,
} from "./sections/project";

/** Titles and descriptions search results and share cards show. */
export const siteMeta = {
  /** The home page's title; every other page's is "<its title> | <project name>". */
  title: `${project.name} | Retail, Offices & Studio Apartments in ${project.locationLine}`,
  description: `${heroSection.subheading} ${project.locationLine}, priced ${project.price.label}.`,
  thankYou: {
    title: "Thank You",
    description: `Your enquiry about ${project.name} has been received.`,
  },
} as const;

/** The one 404 page, which offers both languages. */
export const notFound = {
  title: "Page not found",
  heading: "This page could not be found",
  body: `The link may be old or mistyped. Everything about ${project.name} is on the home page, or call us on`,
  homeLink: "Go to the home page",
} as const;

export const footer = {
  registrationHeading: "Registration",
  projectReraLabel: "Project RERA registration",
  partnerReraLabel: "Channel partner RERA registration",
  verifyLabel: "Verify at",
  exploreHeading: "Explore",
  disclaimerLink: "Disclaimer",
  privacyLink: "Privacy notice",
  brokerSharing:
    "Your details go to the channel partner's and the developer's sales teams to answer your enquiry, and to registered brokers only if you tick the box for it on the form.",
  priceChange: "Prices, offers and availability are subject to change without notice.",
  marketedBy: "Marketed by",
  partnerRole: "authorised channel partner",
  /** The closing line's name for the regulator, before the partner's registration number. */
  reraLabel: "RERA",
  /** How a sentence ends in this language. */
  sentenceEnd: ".",
} as const;

export const thankYou = {
  heading: "Thank You!",
  body: "Your request has been received.",
  followUp: `Our sales team will contact you within ${contact.responsePromise}.`,
  sooner: "Need an answer sooner? Call",
  brochureLabel: "Download the brochure (PDF)",
  backHome: "Back to Home",
} as const;

/** The RERA panel's words; its ids, account and QR code are facts (lib/legal/rera.ts). */
export const reraPanel = {
  label: `${rera.authorityShortName} registration`,
  projectLabel: `${rera.authorityShortName} project registration`,
  agentLabel: "Agent registration",
  websiteLabel: "Verify at",
  accountLabel: "Project collection account",
  accountPrefix: "A/c",
  qrLabel: `${rera.authorityShortName} QR code for project ${rera.projectId}`,
} as const;

/** Every picture is an illustration: its caption says so, and the map and diagram say they are not to scale. */
export const illustrationLabels = {
  impression: "Artist's impression",
  map: "Illustrative map · Not to scale",
  diagram: "Illustrative diagram · Not to scale",
} as const;

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
  hero: heroSection,
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
    ...highwaysSection,
    items: highways.map(({ name, description }) => ({ name, description })),
  },
  location: locationSection,
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
  reraPanel,
  thankYou,
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
