"use client";

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useUiWords } from "@/components/i18n/lang-provider";
import type { CarouselKind } from "@/lib/ui/carousel-layout";
import type { CarouselController } from "./swiper-init";
import { Icon } from "@/components/ui/icon";
import { useHydrated } from "@/components/ui/use-hydrated";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const media = window.matchMedia(reducedMotionQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

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
  const labelsRef = useRef(carouselLabels);
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<CarouselController | null>(null);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
  const hydrated = useHydrated();
  // Swiper loads when the carousel nears the viewport, or when an arrow is pressed before that.
  const loadRef = useRef<(() => Promise<CarouselController | null>) | null>(null);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const playing = choice === null ? !reducedMotion : choice === "play";
  const playingRef = useRef(playing);

  useEffect(() => {
    playingRef.current = playing;
    controllerRef.current?.setPlaying(playing);
  }, [playing]);

  useEffect(() => {
    const root = rootRef.current;
    const prevEl = prevRef.current;
    const nextEl = nextRef.current;
    const paginationEl = paginationRef.current;
    if (!root || !prevEl || !nextEl || !paginationEl) return;
    let cancelled = false;
    let loading: Promise<CarouselController | null> | null = null;
    const load = () =>
      (loading ??= import("./swiper-init").then(({ createCarousel }) => {
        if (cancelled) return null;
        controllerRef.current = createCarousel(
          kind,
          { root, prevEl, nextEl, paginationEl },
          playingRef.current,
          labelsRef.current,
        );
        return controllerRef.current;
      }));
    loadRef.current = load;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(root);
    return () => {
      cancelled = true;
      loadRef.current = null;
      observer.disconnect();
      controllerRef.current?.destroy();
      controllerRef.current = null;
    };
  }, [kind]);

  // Once Swiper runs, its own listeners move the slides; before, the press loads it, then moves.
  const stepBeforeSwiper = (direction: "previous" | "next") => {
    if (controllerRef.current) return;
    void loadRef.current?.().then((controller) => controller?.step(direction));
  };

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

  const control =
    tone === "dark"
      ? "border-white/50 text-ivory hover:bg-white/10"
      : "border-ink/45 text-ink hover:bg-ink/5";

  return (
    <div className="carousel" data-kind={kind}>
      <div
        ref={rootRef}
        className="swiper"
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
      >
        {track}
        {/* Hidden, not disabled, until React can answer them: a tap before would do nothing. */}
        <div
          className={`carousel-controls mt-6 flex h-11 items-center justify-between gap-3 ${hydrated ? "" : "invisible"}`}
        >
          <div className="flex gap-2">
            <button
              ref={prevRef}
              type="button"
              aria-label={carouselLabels.previous}
              onClick={() => stepBeforeSwiper("previous")}
              className={`inline-flex size-11 items-center justify-center rounded-full border transition-colors ${control}`}
            >
              <Icon name="chevron-left" className="size-5" />
            </button>
            <button
              ref={nextRef}
              type="button"
              aria-label={carouselLabels.next}
              onClick={() => stepBeforeSwiper("next")}
              className={`inline-flex size-11 items-center justify-center rounded-full border transition-colors ${control}`}
            >
              <Icon name="chevron-right" className="size-5" />
            </button>
          </div>
          <div
            ref={paginationRef}
            className={`carousel-pagination min-w-0 flex-1 ${tone === "dark" ? "text-brass-300" : "text-brass-700"}`}
          />
          <button
            type="button"
            aria-label={playing ? carouselLabels.pause : carouselLabels.play}
            className={`inline-flex size-11 items-center justify-center rounded-full border transition-colors ${control}`}
            onClick={() => setChoice(playing ? "pause" : "play")}
          >
            {playing ? (
              <Icon name="pause" className="size-4" />
            ) : (
              <Icon name="play" className="size-4" />
            )}
          </button>
        </div>
      </div>
    </div>
  );
}
