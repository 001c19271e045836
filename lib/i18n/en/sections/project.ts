/**
 * The English words of the home page's sections about the project, from the hero to why invest.
 * The Hindi ones (lib/i18n/hi/sections/project.ts) have the same shape; figures come from lib/content.
 */
import { rera } from "../../../content/project";

export const heroSection = {
  eyebrow: "Sector 12 · Greater Noida West",
  heading: "Nirala Gateway",
  subheading:
    "High-street retail, fine dining, offices and fully serviced studio apartments in one address on the sector's main approach road.",
  priceLabel: "Starting price range",
  completionLabel: "Completion",
} as const;

export const aboutSection = {
  eyebrow: "About the project",
  facts: [
    { value: "4", label: "unit types: retail, dining, offices, studios" },
    { value: "24x7", label: "reception and security" },
    { value: "4", label: "major highways within 30 minutes" },
  ],
  heading: "A landmark address where Greater Noida West shops, dines, works and lives",
  paragraphs: [
    "Nirala Gateway rises at the entrance to Sector 12, Greater Noida West, where the " +
      "sector's main road meets one of the busiest residential catchments in the NCR. Tens of " +
      "thousands of families already live within a short drive, and the project is designed to " +
      "be the place they come to shop, eat out and meet.",
    "The lower levels hold high-street retail with generous frontage and anchor stores that " +
      "draw footfall through the day. Above them, fine-dining restaurants and cafés open onto " +
      "a landscaped promenade, while office floors give growing businesses a professional " +
      "address with parking on site.",
    "Studio apartments complete the mix. They have their own double-height lobby, a " +
      "dedicated restaurant and 24x7 reception, so residents live above a complete " +
      "neighbourhood centre without sharing its entrances. Commercial and residential under " +
      "one roof: whether you are buying for your own business, a home of your own or a rental " +
      "income, every unit type is on offer.",
  ],
} as const;

export const atAGlanceSection = {
  heading: "Project at a glance",
  reraLinkLabel: `Verify on the ${rera.authorityShortName} website`,
  /** The price range, the completion, the location and the registration number. */
  labels: ["Price range", "Completion", "Location", `${rera.authorityShortName} registration`],
} as const;

export const amenitiesSection = {
  eyebrow: "Amenities",
  heading: "Everything a busy address needs, planned in from day one",
  intro:
    "Eight features shape daily life at Nirala Gateway, for the shop owner, the diner, the office team and the studio resident alike.",
  /** In the order of the icons (lib/content/sections/amenities.ts). */
  items: [
    {
      name: "Fine Dining Restaurants",
      description:
        "Signature restaurants and cafés along a landscaped promenade, with terrace seating for evenings out.",
    },
    {
      name: "Double Height Lobby for Studio Apartments",
      description:
        "A separate, double-height arrival lobby gives residents a calm entrance of their own, away from the retail floors.",
    },
    {
      name: "Dedicated Restaurant for Studio Apartments",
      description:
        "An in-house restaurant reserved for residents, for breakfast before work or a meal delivered to the door.",
    },
    {
      name: "Anchor Stores",
      description:
        "Large-format anchor tenants draw steady daily footfall that every shop in the building shares.",
    },
    {
      name: "Reception and Security (24x7)",
      description:
        "Staffed reception, CCTV and controlled access around the clock for residents, tenants and visitors.",
    },
    {
      name: "Ample Parking Space",
      description:
        "Multi-level parking for shoppers, office visitors and residents, so nobody circles the block.",
    },
    {
      name: "High Visibility of Shops",
      description:
        "Glass frontage facing the sector's main approach road puts every storefront in front of passing traffic.",
    },
    {
      name: "Professional Maintenance",
      description:
        "A professional facility-management team looks after cleaning, upkeep and services from day one.",
    },
  ],
} as const;

export const whyInvestSection = {
  eyebrow: "Why invest",
  /** Two ways buyers own a part of the project: for income, or to live in or let. */
  buyerPaths: [
    {
      title: "Buy to earn",
      body:
        "Shops, restaurants and offices on a main approach road, with anchor stores and " +
        "parking that bring customers in: an asset that earns from rent or from your own " +
        "business.",
    },
    {
      title: "Buy to live or to let",
      body:
        "Serviced studio apartments with their own lobby, restaurant and 24x7 reception: a " +
        "compact home above a complete neighbourhood centre, or a rental for the professionals " +
        "who work nearby.",
    },
  ],
  heading: "Four ways to own a piece of the gateway",
  intro:
    "Each part of the building supports the others: residents and office teams are the " +
    "restaurants' regulars, diners and shoppers are the stores' footfall, and the whole " +
    "address gains value as the sector around it fills in.",
  units: [
    {
      title: "Retail spaces",
      description:
        "Ground and upper-ground shops with wide glass frontage facing the approach road, " +
        "suited to brands, showrooms and daily-needs stores that live on visibility.",
    },
    {
      title: "Fine dining",
      description:
        "Restaurant units with terrace seating, service access and exhaust provision planned " +
        "in, for operators who want a destination address rather than a food court.",
    },
    {
      title: "Offices",
      description:
        "Efficient office floors for clinics, consultancies and regional teams, with lifts, visitor reception and parking that clients can actually find.",
    },
    {
      title: "Studio apartments",
      description:
        "Compact, fully serviced studios with their own lobby and restaurant: a home for " +
        "young professionals, or a rental asset with steady demand from the offices and " +
        "colleges nearby.",
    },
  ],
} as const;
