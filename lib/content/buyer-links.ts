/** Where a buyer deciding on a unit goes next: linked from the hero and the footer's Explore list. */
export const buyerLinks = [
  { label: "Prices", heroLabel: "See unit prices", href: "/#prices" },
  { label: "EMI calculator", heroLabel: "Calculate your EMI", href: "/#emi" },
  { label: "Book a site visit", heroLabel: "Book a site visit", href: "/#site-visit" },
] as const;
