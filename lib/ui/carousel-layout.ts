import { carouselSettings } from "../content/carousel";

export type CarouselKind = keyof typeof carouselSettings;

/** One step of a carousel's layout: from this viewport width up, this many slides and this gap. */
export type CarouselStep = { minWidth: number; slidesPerView: number; gap: number };

/**
 * Slides per view and gaps by viewport width (requirements: Constants). Swiper's breakpoints are min-width, so
 * "2 at 768 px and below" starts at 481 px and "3 above 768 px" at 769 px. components/carousel/
 * carousel.css repeats these numbers so slides have their final width before Swiper loads.
 */
export function carouselSteps(kind: CarouselKind): CarouselStep[] {
  if (kind === "location") {
    return [{ minWidth: 0, slidesPerView: carouselSettings.location.slidesPerView, gap: 16 }];
  }
  const { narrow, medium, wide, narrowMax, mediumMax } = carouselSettings.gallery.breakpoints;
  return [
    { minWidth: 0, slidesPerView: narrow, gap: 16 },
    { minWidth: narrowMax + 1, slidesPerView: medium, gap: 20 },
    { minWidth: mediumMax + 1, slidesPerView: wide, gap: 24 },
  ];
}
