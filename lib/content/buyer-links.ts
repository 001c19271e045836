/**
 * Where a buyer deciding on a unit goes next: linked from the hero and the footer's Explore list.
 * Each language's labels (`buyerLinks` in its page words) are in this order: prices, EMI, visit.
 */
export const buyerLinks = [
  { href: "/#prices" },
  { href: "/#emi" },
  { href: "/#site-visit" },
] as const;
