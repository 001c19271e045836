/**
 * The English words of the home page's sections about buying, from the prices to the contact section.
 * The Hindi ones (lib/i18n/hi/sections/buying.ts) have the same shape; figures come from lib/content.
 */
import { rera } from "../../../content/project";
import { visitBooking } from "../../../content/site-visit";
import { enPriceRange } from "../price-range";
import { enProject } from "../project";

export const pricesSection = {
  eyebrow: "Prices",
  heading: "Unit types, sizes and starting prices",
  intro:
    "Four ways to buy into Nirala Gateway. Ask for the price breakup of any unit type and a " +
    "sales advisor will send the floor, size and payment-plan options available today.",
  caption: "Carpet area and starting price by unit type",
  columns: { unit: "Unit type", area: "Carpet area", price: "Price from", action: "Breakup" },
  breakupLabel: "Get price breakup",
  /** Read after the button text by screen readers, so the identical buttons are told apart. */
  breakupFor: "for",
  /** Row headers, in the order of the price list (lib/content/prices.ts). */
  unitNames: ["Retail shops", "Fine-dining units", "Offices", "Studio apartments"],
  sqFt: "sq ft",
  /** To the plans page's cost sheet. */
  costsLink: "See the all-in cost with GST and stamp duty",
} as const;

/** What the starting price covers and what is charged on top: to confirm with the developer. */
export const priceBasis = {
  area: "Areas are carpet areas, as RERA requires: the usable floor inside the walls.",
  includes:
    "Prices from are the basic sale price of the smallest unit with one covered parking space. " +
    "Location charges, the maintenance deposit, GST, stamp duty and registration are added in the all-in cost.",
} as const;

export const highwaysSection = {
  eyebrow: "Connectivity",
  kmUnit: "km",
  minutesUnit: "min",
  approx: "about",
  heading: "Minutes from four major highways",
  intro:
    "Sector 12 sits between Noida, Ghaziabad and Greater Noida, so the region's main arteries are a short drive away.",
  /** In the order of the distances (lib/content/sections/highways.ts). */
  items: [
    {
      name: "FNG Expressway",
      description: "The Faridabad–Noida–Ghaziabad link for quick runs across the eastern NCR.",
    },
    {
      name: "National Highway 24",
      description: "Direct access to Delhi, Ghaziabad and the route towards Moradabad and Lucknow.",
    },
    {
      name: "Greater Noida Expressway",
      description:
        "The Noida–Greater Noida corridor with its offices, universities and metro line.",
    },
    {
      name: "Yamuna Expressway",
      description: "The expressway to Jewar's Noida International Airport, Agra and beyond.",
    },
  ],
} as const;

export const locationSection = {
  eyebrow: "Location",
  carouselLabel: "Location images",
  heading: "Location advantage",
  intro:
    "Greater Noida West is one of the NCR's fastest-growing residential belts. Nirala " +
    "Gateway stands at its centre, surrounded by established housing societies, schools and " +
    "hospitals, with the planned metro extension and the new airport corridor adding to its " +
    "reach.",
  points: [
    "Surrounded by large, occupied housing societies: a ready catchment of shoppers and diners",
    "Schools, hospitals and daily-needs markets within a few minutes' drive",
    "Quick access to Noida, Ghaziabad and Delhi by the FNG Expressway and NH 24",
    "On the route to Noida International Airport at Jewar via the Yamuna Expressway",
  ],
} as const;

export const gallerySection = {
  eyebrow: "Gallery",
  heading: "Project gallery",
  intro:
    "Artist's impressions of the façade, the studio lobby, the retail promenade, a " +
    "restaurant, a studio, an office floor and the arrival court. Images are indicative.",
  carouselLabel: "Project gallery images",
} as const;

/** The site-visit booking's words; its slots and booking window are facts in lib/content. */
export const siteVisit = {
  eyebrow: "Site visit",
  heading: "See Nirala Gateway for yourself",
  intro:
    `Walk the site, the sample studio and the retail promenade with a sales advisor. Pick a ` +
    `day in the next ${visitBooking.windowDays} days and a time that suits you; we confirm by ` +
    `phone.`,
  formHeading: "Book a site visit",
  points: [
    "A sales advisor meets you at the site office",
    "Sample plans, floor mix and today's price list",
    "Seven days a week, by appointment",
  ],
} as const;

export const brochureSection = {
  eyebrow: "Brochure",
  includes: [
    "Floor mix and unit types",
    "Amenities and connectivity",
    "Price range and completion",
    "RERA registration details",
  ],
  heading: "Take the full brochure with you",
  body: "Floor mix, amenities, connectivity, price range and registration details in one PDF you can read offline and share with your family.",
  cta: "Download Brochure",
} as const;

export const enquirySection = {
  eyebrow: "Enquire",
  heading: "Book a site visit or a call back",
  body:
    "Tell us what you are looking for — a shop, a restaurant space, an office or a studio — " +
    "and a sales advisor will call you with prices, availability and payment plans.",
  cta: "Enquire Now",
} as const;

export type FaqItem = { question: string; answer: string };

export const faq: readonly FaqItem[] = [
  {
    question: "When will Nirala Gateway be ready for possession?",
    answer:
      `Completion is scheduled for ${enProject.completion}, as registered with ` +
      `${rera.authorityShortName}. The sales team can share the current construction status ` +
      `and the possession timeline in the agreement.`,
  },
  {
    question: "What is the price range?",
    answer:
      `Units are currently offered from ${enPriceRange}, depending on type, size, floor and ` +
      `frontage. Prices and availability may change; ask the sales team for today's price list ` +
      `and payment plans.`,
  },
  {
    question: "Is the project registered with RERA?",
    answer:
      `Yes. The project registration number is ${rera.projectId}, and the authorised channel ` +
      `partner is registered as ${rera.partnerId}. You can verify both on the ` +
      `${rera.authorityName} website, ${rera.authorityUrl}.`,
  },
  {
    question: "Where exactly is the project?",
    answer:
      `In ${enProject.locationLine}, ${enProject.region}, at the entrance to the sector on its ` +
      `main approach road. The map in the contact section below opens directions on your phone.`,
  },
  {
    question: "Is it a commercial or a residential project?",
    answer:
      "Both. The retail, dining and office floors make it a commercial development, and the " +
      "serviced studio apartments with their own lobby make it a place to live. You can buy " +
      "any of the four unit types.",
  },
  {
    question: "How do I get the brochure?",
    answer:
      "Use the Download Brochure button on this page. Leave your name, email and phone " +
      "number and the PDF downloads straight away; a sales advisor will follow up only about " +
      "this project.",
  },
];

export const faqSection = {
  eyebrow: "FAQ",
  heading: "Questions buyers ask us",
  more: "Something else on your mind? The sales team answers by phone every day.",
} as const;

export const contactSection = {
  eyebrow: "Contact",
  callLabel: "Call the sales team",
  whatsappTitle: "WhatsApp",
  whatsappLabel: "Chat on WhatsApp",
  addressLabel: "Site address",
  heading: "Visit the site or talk to us",
  body: "Our sales team shows the site and the sample plans by appointment, seven days a week.",
  cta: "Send a Message",
} as const;
