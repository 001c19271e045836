/**
 * The site's pictures: files and sizes. Each language's alt texts are in its dictionary
 * (`images` in lib/i18n/<lang>/pages.ts), in the order of these lists.
 */
export type SiteImage = {
  /** File stem: art/<name>.svg (or a real render art/<name>.jpg|png) → public/images/<name>-<w>.avif|webp */
  name: string;
  width: number;
  height: number;
};

/** A picture as a page shows it, with its alt text in the page's language. */
export type ShownImage = SiteImage & { alt: string };

/** The hero background alternates every 5 seconds. */
export const heroSlides = { rotationMs: 5000 } as const;

export const heroImages: readonly SiteImage[] = [
  {
    name: "hero-facade-dusk",
    width: 1920,
    height: 1080,
  },
  {
    name: "hero-promenade-evening",
    width: 1920,
    height: 1080,
  },
];

export const locationImages: readonly SiteImage[] = [
  {
    name: "location-neighbourhood-map",
    width: 1600,
    height: 1000,
  },
  {
    name: "location-connectivity",
    width: 1600,
    height: 1000,
  },
];

export const galleryImages: readonly SiteImage[] = [
  {
    name: "gallery-facade-day",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-double-height-lobby",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-retail-promenade",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-fine-dining",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-studio-apartment",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-office-floor",
    width: 1200,
    height: 900,
  },
  {
    name: "gallery-parking-arrival",
    width: 1200,
    height: 900,
  },
];

export const socialCard: SiteImage = {
  name: "og-card",
  width: 1200,
  height: 630,
};
