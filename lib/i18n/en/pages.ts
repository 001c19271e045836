/**
 * The English words of every page; the home page's sections and the legal pages sit in their own
 * files and this one assembles them. The Hindi dictionary (lib/i18n/hi/pages.ts) has this shape
 * exactly; the facts these words read stay in lib/content.
 */
import { contact, rera } from "../../content/project";
import { disclaimer } from "./disclaimer";
import { privacyNotice } from "./privacy";
import { enPlans } from "./plans";
import { enPriceRange } from "./price-range";
import { enProject } from "./project";
import { enUi } from "./ui";
import { nriPage } from "./sections/nri";
import { progressSection } from "./sections/progress";
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

const project = enProject;

/** Titles and descriptions search results and share cards show. */
export const siteMeta = {
  /** The home page's title; every other page's is "<its title> | <project name>". */
  title: `${project.name} | Retail, Offices & Studio Apartments in ${project.locationLine}`,
  description: `${heroSection.subheading} ${project.locationLine}, priced ${enPriceRange}.`,
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
    "Your details go to the channel partner's and the developer's sales teams to answer your " +
    "enquiry, and to registered brokers only if you tick the box for it on the form.",
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
  followUp: `Our sales team will contact you within ${enUi.responsePromise}.`,
  sooner: "Need an answer sooner? Call",
  brochureLabel: "Download the brochure (PDF)",
  backHome: "Back to Home",
  /** Offered after a site-visit booking. */
  calendar: {
    heading: "Your site visit",
    body: "Save it to your calendar so you have the address and our number on the day.",
    buttonLabel: "Add to calendar",
    /** Said when the calendar file cannot be made (the connection lost since the page loaded). */
    unavailable:
      "The calendar file could not be made: check your connection and try again. Your visit is booked either way.",
    eventTitle: `Site visit: ${project.name}`,
    eventDescription: `Site visit with ${contact.partnerName}. Sales phone: ${contact.phoneDisplay}.`,
    videoEventTitle: `Video call site visit: ${project.name}`,
    refLabel: "Your visit reference",
    refNote: "Give it at the sales office so your visit is registered.",
    /** Written into the calendar file: the reference and the partner who registers the buyer. */
    refDescription: `Visit reference: {ref}. Channel partner: ${contact.partnerName}, ${rera.authorityShortName} agent registration ${rera.partnerId}.`,
  },
  whatsapp: {
    message: `Hello, I just enquired about ${project.name} on your website and would like to talk on WhatsApp.`,
    label: "Chat on WhatsApp",
    lead: "Or message the sales team on WhatsApp:",
  },
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

/** Alt texts in the order of the pictures (lib/content/images.ts). */
const images = {
  hero: [
    "Nirala Gateway's glass façade lit up at dusk above the retail promenade",
    "Shoppers and diners on Nirala Gateway's landscaped promenade in the evening",
  ],
  location: [
    "Illustrated map of Greater Noida West showing Nirala Gateway in Sector 12 and the roads around it",
    "Diagram of drive times from Sector 12 to the FNG Expressway, NH 24, Greater Noida Expressway and Yamuna Expressway",
  ],
  gallery: [
    "Nirala Gateway's façade and entrance plaza in daylight",
    "The double-height lobby of the studio apartments with its reception desk",
    "Shopfronts with wide glass frontage along the retail promenade",
    "A fine-dining restaurant with terrace seating and warm lighting",
    "A furnished studio apartment with a bed, work desk and kitchenette",
    "An office floor with workstations and a meeting room behind glass",
    "The covered drop-off and the entrance to the multi-level parking",
  ],
  social:
    "Nirala Gateway, Sector 12, Greater Noida West — retail, dining, offices and studio apartments",
} as const;

export const enPages = {
  meta: siteMeta,
  /** The project's place and dates as words; its numbers and ids are shared facts. */
  project: enProject,
  hero: heroSection,
  /** In the order of the links (lib/content/buyer-links.ts): prices, EMI, site visit. */
  buyerLinks: [
    { label: "Prices", heroLabel: "See unit prices" },
    { label: "EMI calculator", heroLabel: "Calculate your EMI" },
    { label: "Book a site visit", heroLabel: "Book a site visit" },
  ] as const,
  about: aboutSection,
  atAGlance: atAGlanceSection,
  amenities: amenitiesSection,
  whyInvest: whyInvestSection,
  prices: { ...pricesSection, basis: priceBasis },
  highways: highwaysSection,
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
  images,
  illustrations: illustrationLabels,
  notFound,
  disclaimer,
  privacy: privacyNotice,
  plans: enPlans,
  nri: nriPage,
  progress: progressSection,
};
