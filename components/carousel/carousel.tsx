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
          <div className="swiper-slide" key={index}>
            {slide}
          </div>
        ))}
      </div>
    ),
    [slides],
  );

  return (
    <div className="carousel" data-kind={kind} data-unloaded={unloaded ? "" : undefined}>
      <div
        ref={rootRef}
        className="swiper"
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
      >
        {track}
        <CarouselControls
          prevRef={prevRef}
          nextRef={nextRef}
          paginationRef={paginationRef}
          tone={tone}
          hydrated={hydrated}
          labels={carouselLabels}
          onStep={stepBeforeSwiper}
          playing={playing}
          onPlayingChange={(play) => setChoice(play ? "play" : "pause")}
        />
      </div>
    </div>
  );
}
