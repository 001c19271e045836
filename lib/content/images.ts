export type SiteImage = {
  /** File stem: art/<name>.svg (or a real render art/<name>.jpg|png) → public/images/<name>-<w>.avif|webp */
  name: string;
  alt: string;
  width: number;
  height: number;
};

/** The hero background alternates every 5 seconds. */
export const heroSlides = { rotationMs: 5000 } as const;

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
