"use client";

import { useMemo, useState, type ReactNode } from "react";
import { useUiWords } from "@/components/i18n/lang-provider";
import type { CarouselKind } from "@/lib/ui/carousel-layout";
import { useHydrated } from "@/components/ui/use-hydrated";
import { CarouselControls } from "./carousel-controls";
import { useReducedMotion } from "./use-reduced-motion";
import { useSwiper } from "./use-swiper";

type Props = {
  kind: CarouselKind;
  /** Accessible name of the carousel region. */
  label: string;
  /** Server-rendered slide contents, laid out by carousel.css before Swiper loads. */
  slides: readonly ReactNode[];
  tone?: "light" | "dark";
};

// Offline since the page came, Swiper never does: the track scrolls under the finger, one slide at
// a time, as without JavaScript (carousel.css), and the arrows that could move nothing hide. Inline,
// so no page's stylesheet carries it.
const SCROLLING_TRACK = {
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  overscrollBehaviorX: "contain",
} as const;
const SNAP_SLIDE = { scrollSnapAlign: "start" } as const;

/** The one Swiper wrapper: markup on the server, Swiper itself only when the carousel nears view. */
export function Carousel({ kind, label, slides, tone = "light" }: Props) {
  const carouselLabels = useUiWords().carousel;
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const playing = choice === null ? !reducedMotion : choice === "play";
  const { rootRef, prevRef, nextRef, paginationRef, stepBeforeSwiper, unloaded } = useSwiper(
    kind,
    playing,
    carouselLabels,
  );

  // Swiper reorders these nodes in loop mode; memoised so React never reconciles them again.
  const track = useMemo(
    () => (
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div className="swiper-slide" key={index} style={unloaded ? SNAP_SLIDE : undefined}>
            {slide}
          </div>
        ))}
      </div>
    ),
    [slides, unloaded],
  );

  return (
    <div className="carousel" data-kind={kind}>
      <div
        ref={rootRef}
        className="swiper"
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        style={unloaded ? SCROLLING_TRACK : undefined}
      >
        {track}
        <CarouselControls
          prevRef={prevRef}
          nextRef={nextRef}
          paginationRef={paginationRef}
          tone={tone}
          hydrated={hydrated && !unloaded}
          labels={carouselLabels}
          onStep={stepBeforeSwiper}
          playing={playing}
          onPlayingChange={(play) => setChoice(play ? "play" : "pause")}
        />
      </div>
    </div>
  );
}
