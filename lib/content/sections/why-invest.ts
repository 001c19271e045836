export type UnitType = { title: string; description: string };

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
