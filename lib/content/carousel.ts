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

/** Carousel control labels (spoken by screen readers and shown as tooltips). */
export const carouselLabels = {
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause slideshow",
  play: "Play slideshow",
  /** Each pagination dot; Swiper puts the slide's number in place of {{index}}. */
  goToSlide: "Go to slide {{index}}",
} as const;
