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
