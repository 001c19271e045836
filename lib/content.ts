/**
 * Every business fact and list on the site lives here, once. Components, the brochure PDF,
 * the JSON-LD and the tests all read from this module.
 */
import type { IconName } from "./icons";

/* ──────────────────────────────────────────────────────────────────────────────
 * LAUNCH SETTINGS — facts the brief does not give. Replace before going live.
 * The values below are deliberately non-working placeholders (a 0-prefixed Noida
 * number reaches nobody; the registration ids are zeros). README: "Business facts to confirm".
 * ──────────────────────────────────────────────────────────────────────────── */
export const launchSettings = {
  /** Sales phone, as dialled (E.164) and as shown. */
  phoneE164: "+911200000000",
  phoneDisplay: "+91 120 000 0000",
  /** WhatsApp number for wa.me links: country code + number, digits only. */
  whatsappNumber: "911200000000",
  /** UP RERA project registration number. */
  projectReraId: "UPRERAPRJ000000",
  /** UP RERA registration id of the channel partner (agent). */
  partnerReraId: "UPRERAAGT00000",
  /** Trading name of the authorised channel partner. */
  partnerName: "Nirala Gateway Sales Desk",
  /** Address where deletion and privacy requests are sent. */
  privacyEmail: "privacy@example.in",
  /** The text encoded by the QR code printed on the project's UP RERA registration certificate (Form C). */
  reraQrPayload: "https://www.up-rera.in",
  /** The project's collection bank account, as registered with UP RERA. */
  collectionAccount: {
    bank: "Project Collection Bank",
    accountNumber: "000000000000",
    ifsc: "XXXX0000000",
  },
  /** Months an enquiry is kept after the last contact when it leads to no booking. */
  leadRetentionMonths: 12,
} as const;

export const project = {
  name: "Nirala Gateway",
  tagline: "Retail, dining, offices and studio residences at the gateway to Greater Noida West",
  kind: "Commercial and residential development",
  sector: "Sector 12",
  locality: "Greater Noida West",
  city: "Greater Noida",
  region: "Uttar Pradesh",
  postalCode: "201306",
  country: "IN",
  /** Shown wherever the location is named in one line. */
  locationLine: "Sector 12, Greater Noida West",
  /** Approximate centre of Sector 12, Greater Noida West. */
  geo: { latitude: 28.5935, longitude: 77.4395 },
  price: { min: 6_500_000, max: 12_000_000, currency: "INR", label: "₹65 L – ₹1.2 Cr" },
  completion: { label: "April 2030", iso: "2030-04" },
} as const;

export const rera = {
  projectId: launchSettings.projectReraId,
  partnerId: launchSettings.partnerReraId,
  authorityName: "Uttar Pradesh Real Estate Regulatory Authority (UP RERA)",
  authorityShortName: "UP RERA",
  authorityUrl: "https://www.up-rera.in",
  qrPayload: launchSettings.reraQrPayload,
  collectionAccount: launchSettings.collectionAccount,
} as const;

export const contact = {
  phoneE164: launchSettings.phoneE164,
  phoneDisplay: launchSettings.phoneDisplay,
  telHref: `tel:${launchSettings.phoneE164}`,
  whatsappHref: `https://wa.me/${launchSettings.whatsappNumber}?text=${encodeURIComponent(
    "Hello, I would like to know more about Nirala Gateway, Sector 12, Greater Noida West.",
  )}`,
  partnerName: launchSettings.partnerName,
  privacyEmail: launchSettings.privacyEmail,
  responsePromise: "24–48 hours",
} as const;

/** What each form shows instead of its fields when JavaScript is off (the form needs it to send). */
export const formNoscript = {
  message: `This form needs JavaScript to send your details. The sales team is a call or a WhatsApp message away, and replies within ${contact.responsePromise}.`,
  callLabel: `Call ${contact.phoneDisplay}`,
  whatsappLabel: "WhatsApp the sales team",
} as const;

export const brochure = {
  fileName: "Nirala-Gateway-Brochure.pdf",
  href: "/Nirala-Gateway-Brochure.pdf",
} as const;

/** The maps embed and the directions link for the project location. */
export const map = {
  query: "Sector 12, Greater Noida West, Uttar Pradesh 201306",
  embedSrc:
    "https://www.google.com/maps?q=Sector+12%2C+Greater+Noida+West%2C+Uttar+Pradesh+201306&z=15&output=embed",
  directionsHref:
    "https://www.google.com/maps/dir/?api=1&destination=Sector+12%2C+Greater+Noida+West%2C+Uttar+Pradesh+201306",
  frameTitle: "Map of Nirala Gateway's location in Sector 12, Greater Noida West",
} as const;

/* ── Navigation ─────────────────────────────────────────────────────────────── */

export type DialogKind = "enquiry" | "contact" | "brochure";

export type NavEntry =
  | { label: string; kind: "link"; href: string; hash: string | null }
  | { label: string; kind: "dialog"; dialog: DialogKind };

/** Read by both the desktop bar and the mobile menu. */
export const navEntries: readonly NavEntry[] = [
  { label: "Home", kind: "link", href: "/", hash: null },
  { label: "About", kind: "link", href: "/#about", hash: "#about" },
  { label: "Amenities", kind: "link", href: "/#amenities", hash: "#amenities" },
  { label: "Brochure Download", kind: "dialog", dialog: "enquiry" },
];

/** Scrolling after an anchor navigation waits this long (requirements: Navigation). */
export const ANCHOR_SCROLL_DELAY_MS = 100;

/* ── Home page copy ─────────────────────────────────────────────────────────── */

export const hero = {
  eyebrow: "Sector 12 · Greater Noida West",
  heading: "Nirala Gateway",
  subheading:
    "High-street retail, fine dining, offices and fully serviced studio apartments in one address on the sector's main approach road.",
  /** The hero background alternates every 5 seconds. */
  rotationMs: 5000,
} as const;

export const about = {
  heading: "A landmark address where Greater Noida West shops, dines, works and lives",
  paragraphs: [
    "Nirala Gateway rises at the entrance to Sector 12, Greater Noida West, where the sector's main road meets one of the busiest residential catchments in the NCR. Tens of thousands of families already live within a short drive, and the project is designed to be the place they come to shop, eat out and meet.",
    "The lower levels hold high-street retail with generous frontage and anchor stores that draw footfall through the day. Above them, fine-dining restaurants and cafés open onto a landscaped promenade, while office floors give growing businesses a professional address with parking on site.",
    "Studio apartments complete the mix. They have their own double-height lobby, a dedicated restaurant and 24x7 reception, so residents live above a complete neighbourhood centre without sharing its entrances. Commercial and residential under one roof: whether you are buying for your own business, a home of your own or a rental income, every unit type is on offer.",
  ],
} as const;

export type GlanceFact = { label: string; value: string };

export const atAGlance: readonly GlanceFact[] = [
  { label: "Price range", value: project.price.label },
  { label: "Completion", value: project.completion.label },
  { label: "Location", value: project.locationLine },
  { label: `${rera.authorityShortName} registration`, value: rera.projectId },
];

export type UnitType = { title: string; description: string };

/** Why invest: the retail, fine-dining, office and studio-apartment mix. */
export const whyInvest = {
  heading: "Four ways to own a piece of the gateway",
  intro:
    "Each part of the building supports the others: residents and office teams are the restaurants' regulars, diners and shoppers are the stores' footfall, and the whole address gains value as the sector around it fills in.",
  units: [
    {
      title: "Retail spaces",
      description:
        "Ground and upper-ground shops with wide glass frontage facing the approach road, suited to brands, showrooms and daily-needs stores that live on visibility.",
    },
    {
      title: "Fine dining",
      description:
        "Restaurant units with terrace seating, service access and exhaust provision planned in, for operators who want a destination address rather than a food court.",
    },
    {
      title: "Offices",
      description:
        "Efficient office floors for clinics, consultancies and regional teams, with lifts, visitor reception and parking that clients can actually find.",
    },
    {
      title: "Studio apartments",
      description:
        "Compact, fully serviced studios with their own lobby and restaurant: a home for young professionals, or a rental asset with steady demand from the offices and colleges nearby.",
    },
  ] satisfies UnitType[],
} as const;

export type Amenity = { name: string; description: string; icon: IconName };

export const amenities: readonly Amenity[] = [
  {
    name: "Fine Dining Restaurants",
    description:
      "Signature restaurants and cafés along a landscaped promenade, with terrace seating for evenings out.",
    icon: "utensils-crossed",
  },
  {
    name: "Double Height Lobby for Studio Apartments",
    description:
      "A separate, double-height arrival lobby gives residents a calm entrance of their own, away from the retail floors.",
    icon: "building",
  },
  {
    name: "Dedicated Restaurant for Studio Apartments",
    description:
      "An in-house restaurant reserved for residents, for breakfast before work or a meal delivered to the door.",
    icon: "concierge-bell",
  },
  {
    name: "Anchor Stores",
    description:
      "Large-format anchor tenants draw steady daily footfall that every shop in the building shares.",
    icon: "shopping-bag",
  },
  {
    name: "Reception and Security (24x7)",
    description:
      "Staffed reception, CCTV and controlled access around the clock for residents, tenants and visitors.",
    icon: "shield-check",
  },
  {
    name: "Ample Parking Space",
    description:
      "Multi-level parking for shoppers, office visitors and residents, so nobody circles the block.",
    icon: "car",
  },
  {
    name: "High Visibility of Shops",
    description:
      "Glass frontage facing the sector's main approach road puts every storefront in front of passing traffic.",
    icon: "eye",
  },
  {
    name: "Professional Maintenance",
    description:
      "A professional facility-management team looks after cleaning, upkeep and services from day one.",
    icon: "wrench",
  },
];

export type Highway = { name: string; km: number; minutes: number; description: string };

/** Distances and drive times, exactly as advertised. */
export const highways: readonly Highway[] = [
  {
    name: "FNG Expressway",
    km: 11,
    minutes: 16,
    description: "The Faridabad–Noida–Ghaziabad link for quick runs across the eastern NCR.",
  },
  {
    name: "National Highway 24",
    km: 13,
    minutes: 24,
    description: "Direct access to Delhi, Ghaziabad and the route towards Moradabad and Lucknow.",
  },
  {
    name: "Greater Noida Expressway",
    km: 16.8,
    minutes: 28,
    description: "The Noida–Greater Noida corridor with its offices, universities and metro line.",
  },
  {
    name: "Yamuna Expressway",
    km: 19.4,
    minutes: 27,
    description: "The expressway to Jewar's Noida International Airport, Agra and beyond.",
  },
];

export const highwaysSection = {
  heading: "Minutes from four major highways",
  intro:
    "Sector 12 sits between Noida, Ghaziabad and Greater Noida, so the region's main arteries are a short drive away.",
} as const;

export const locationSection = {
  heading: "Location advantage",
  intro:
    "Greater Noida West is one of the NCR's fastest-growing residential belts. Nirala Gateway stands at its centre, surrounded by established housing societies, schools and hospitals, with the planned metro extension and the new airport corridor adding to its reach.",
  points: [
    "Surrounded by large, occupied housing societies: a ready catchment of shoppers and diners",
    "Schools, hospitals and daily-needs markets within a few minutes' drive",
    "Quick access to Noida, Ghaziabad and Delhi by the FNG Expressway and NH 24",
    "On the route to Noida International Airport at Jewar via the Yamuna Expressway",
  ],
} as const;

export type FaqItem = { question: string; answer: string };

export const faq: readonly FaqItem[] = [
  {
    question: "When will Nirala Gateway be ready for possession?",
    answer: `Completion is scheduled for ${project.completion.label}, as registered with ${rera.authorityShortName}. The sales team can share the current construction status and the possession timeline in the agreement.`,
  },
  {
    question: "What is the price range?",
    answer: `Units are currently offered from ${project.price.label}, depending on type, size, floor and frontage. Prices and availability may change; ask the sales team for today's price list and payment plans.`,
  },
  {
    question: "Is the project registered with RERA?",
    answer: `Yes. The project registration number is ${rera.projectId}, and the authorised channel partner is registered as ${rera.partnerId}. You can verify both on the ${rera.authorityName} website, ${rera.authorityUrl}.`,
  },
  {
    question: "Where exactly is the project?",
    answer: `In ${project.locationLine}, ${project.region}, at the entrance to the sector on its main approach road. The map in the contact section below opens directions on your phone.`,
  },
  {
    question: "Is it a commercial or a residential project?",
    answer:
      "Both. The retail, dining and office floors make it a commercial development, and the serviced studio apartments with their own lobby make it a place to live. You can buy any of the four unit types.",
  },
  {
    question: "How do I get the brochure?",
    answer:
      "Use the Download Brochure button on this page. Leave your name, email and phone number and the PDF downloads straight away; a sales advisor will follow up only about this project.",
  },
];

export const brochureSection = {
  heading: "Take the full brochure with you",
  body: "Floor mix, amenities, connectivity, price range and registration details in one PDF you can read offline and share with your family.",
  cta: "Download Brochure",
} as const;

export const enquirySection = {
  heading: "Book a site visit or a call back",
  body: "Tell us what you are looking for — a shop, a restaurant space, an office or a studio — and a sales advisor will call you with prices, availability and payment plans.",
  cta: "Enquire Now",
} as const;

export const contactSection = {
  heading: "Visit the site or talk to us",
  body: "Our sales team shows the site and the sample plans by appointment, seven days a week.",
  cta: "Send a Message",
} as const;

/* ── Lead forms ─────────────────────────────────────────────────────────────── */

export type BudgetOption = { value: string; label: string };

/** Values as stored, labels as shown (the two differ slightly by design). */
export const budgetOptions: readonly BudgetOption[] = [
  { value: "65-75 L", label: "65-75 L" },
  { value: "75-85 L", label: "76-85 L" },
  { value: "85-95 L", label: "86-95 L" },
  { value: "95-1 Cr", label: "96 L-1 Cr" },
  { value: "Above 1 Cr", label: "Above 1 Cr" },
];

/** The `message` field names the form a lead came from, so marketing can tell them apart. */
export const leadSources = {
  hero: "hero banner",
  popup: "popup",
  autoPopup: "auto popup",
  contact: "contact",
  /** The brochure section's dialog, a fifth form (requirements: Two readings). */
  brochure: "brochure download",
} as const;

export type LeadSource = keyof typeof leadSources;

/** 3000 ms, not the other reading's 2000 ms (requirements: Two readings). */
export const AUTO_POPUP_DELAY_MS = 3000;
export const AUTO_POPUP_DELAY_ALTERNATIVE_MS = 2000;

/* ── Imagery ────────────────────────────────────────────────────────────────── */

export type SiteImage = {
  /** File stem: art/<name>.svg (or a real render art/<name>.jpg|png) → public/images/<name>-<w>.avif|webp */
  name: string;
  alt: string;
  width: number;
  height: number;
};

export const heroImages: readonly SiteImage[] = [
  {
    name: "hero-facade-dusk",
    alt: "Nirala Gateway's glass façade lit up at dusk above the retail promenade",
    width: 1920,
    height: 1080,
  },
  {
    name: "hero-promenade-evening",
    alt: "Shoppers and diners on Nirala Gateway's landscaped promenade in the evening",
    width: 1920,
    height: 1080,
  },
];

export const locationImages: readonly SiteImage[] = [
  {
    name: "location-neighbourhood-map",
    alt: "Illustrated map of Greater Noida West showing Nirala Gateway in Sector 12 and the roads around it",
    width: 1600,
    height: 1000,
  },
  {
    name: "location-connectivity",
    alt: "Diagram of drive times from Sector 12 to the FNG Expressway, NH 24, Greater Noida Expressway and Yamuna Expressway",
    width: 1600,
    height: 1000,
  },
];

export const galleryImages: readonly SiteImage[] = [
  {
    name: "gallery-facade-day",
    alt: "Nirala Gateway's façade and entrance plaza in daylight",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-double-height-lobby",
    alt: "The double-height lobby of the studio apartments with its reception desk",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-retail-promenade",
    alt: "Shopfronts with wide glass frontage along the retail promenade",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-fine-dining",
    alt: "A fine-dining restaurant with terrace seating and warm lighting",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-studio-apartment",
    alt: "A furnished studio apartment with a bed, work desk and kitchenette",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-office-floor",
    alt: "An office floor with workstations and a meeting room behind glass",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-parking-arrival",
    alt: "The covered drop-off and the entrance to the multi-level parking",
    width: 1200,
    height: 900,
  },
];

export const socialCard: SiteImage = {
  name: "og-card",
  alt: "Nirala Gateway, Sector 12, Greater Noida West — retail, dining, offices and studio apartments",
  width: 1200,
  height: 630,
};

/* ── Carousels ─────────────────────────────────────────────────────────────── */

export const carouselSettings = {
  location: { slidesPerView: 1, speed: 600, autoplayDelay: 2500, loop: true },
  gallery: {
    speed: 1000,
    autoplayDelay: 2500,
    loop: true,
    /** Slides shown: above 768 px → 3; 768 px and below → 2; 480 px and below → 1. */
    breakpoints: { wide: 3, medium: 2, narrow: 1, mediumMax: 768, narrowMax: 480 },
  },
} as const;

/* ── Footer ─────────────────────────────────────────────────────────────────── */

export const footer = {
  brokerSharing:
    "Your details go to the channel partner's and the developer's sales teams to answer your enquiry, and to registered brokers only if you tick the box for it on the form.",
  priceChange: "Prices, offers and availability are subject to change without notice.",
} as const;

/* ── Thank-you page ─────────────────────────────────────────────────────────── */

export const thankYou = {
  heading: "Thank You!",
  body: "Your request has been received.",
  followUp: `Our sales team will contact you within ${contact.responsePromise}.`,
  sooner: "Need an answer sooner? Call",
  brochureLabel: "Download the brochure (PDF)",
  backHome: "Back to Home",
  conversion: { value: 1, currency: "INR" },
} as const;

/* ── Home page sections: labels and copy not covered above ─────────────────── */

export const heroHighlights = {
  priceLabel: "Starting price range",
  completionLabel: "Completion",
  formNote: "Prices, availability and payment plans, usually within one working day.",
} as const;

export const aboutSection = {
  eyebrow: "About the project",
  facts: [
    { value: "4", label: "unit types: retail, dining, offices, studios" },
    { value: "24x7", label: "reception and security" },
    { value: "4", label: "major highways within 30 minutes" },
  ],
} as const;

export const atAGlanceSection = {
  heading: "Project at a glance",
  reraLinkLabel: `Verify on the ${rera.authorityShortName} website`,
} as const;

export const amenitiesSection = {
  eyebrow: "Amenities",
  heading: "Everything a busy address needs, planned in from day one",
  intro:
    "Eight features shape daily life at Nirala Gateway, for the shop owner, the diner, the office team and the studio resident alike.",
} as const;

export const whyInvestSection = {
  eyebrow: "Why invest",
  /** Two ways buyers own a part of the project: for income, or to live in or let. */
  buyerPaths: [
    {
      title: "Buy to earn",
      body: "Shops, restaurants and offices on a main approach road, with anchor stores and parking that bring customers in: an asset that earns from rent or from your own business.",
    },
    {
      title: "Buy to live or to let",
      body: "Serviced studio apartments with their own lobby, restaurant and 24x7 reception: a compact home above a complete neighbourhood centre, or a rental for the professionals who work nearby.",
    },
  ],
} as const;

export const highwaysSectionLabels = {
  eyebrow: "Connectivity",
  kmUnit: "km",
  minutesUnit: "min",
  approx: "about",
} as const;

export const locationSectionLabels = {
  eyebrow: "Location",
  carouselLabel: "Location images",
} as const;

export const gallerySection = {
  eyebrow: "Gallery",
  heading: "Project gallery",
  intro:
    "Artist's impressions of the façade, the studio lobby, the retail promenade, a restaurant, a studio, an office floor and the arrival court. Images are indicative.",
  carouselLabel: "Project gallery images",
} as const;

export const brochureSectionLabels = {
  eyebrow: "Brochure",
  includes: [
    "Floor mix and unit types",
    "Amenities and connectivity",
    "Price range and completion",
    "RERA registration details",
  ],
} as const;

export const enquirySectionLabels = { eyebrow: "Enquire" } as const;

export const faqSection = {
  eyebrow: "FAQ",
  heading: "Questions buyers ask us",
  more: "Something else on your mind? The sales team answers by phone every day.",
} as const;

export const contactSectionLabels = {
  eyebrow: "Contact",
  callLabel: "Call the sales team",
  whatsappTitle: "WhatsApp",
  whatsappLabel: "Chat on WhatsApp",
  addressLabel: "Site address",
} as const;

/** Click-to-load map: nothing is fetched from the maps service until the visitor asks. */
export const mapLoader = {
  showLabel: "Show map",
  directionsLabel: "Get directions",
  note: "The interactive map loads from Google Maps when you choose Show map.",
  previewImage: locationImages[0],
} as const;

/** Carousel control labels (spoken by screen readers and shown as tooltips). */
export const carouselLabels = {
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause slideshow",
  play: "Play slideshow",
} as const;
