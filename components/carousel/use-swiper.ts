import { useEffect, useRef, useState } from "react";
import type { CarouselKind } from "@/lib/ui/carousel-layout";
import type { CarouselController } from "./swiper-init";

type Labels = { previous: string; next: string; goToSlide: string };

/**
 * Loads Swiper onto the carousel's elements when it nears the viewport, and returns their refs, the
 * arrows' handler for a press that comes before Swiper, and whether Swiper could not load.
 */
export function useSwiper(kind: CarouselKind, playing: boolean, labels: Labels) {
  const labelsRef = useRef(labels);
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<CarouselController | null>(null);
  // Swiper loads when the carousel nears the viewport, or when an arrow is pressed before that.
  const loadRef = useRef<(() => Promise<CarouselController | null>) | null>(null);
  const playingRef = useRef(playing);
  const [unloaded, setUnloaded] = useState(false);

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
      (loading ??= import("./swiper-init").then(
        ({ createCarousel }) => {
          if (cancelled) return null;
          controllerRef.current = createCarousel(
            kind,
            { root, prevEl, nextEl, paginationEl },
            playingRef.current,
            labelsRef.current,
          );
          return controllerRef.current;
        },
        () => {
          // Offline since the page came: the track scrolls as it does without JavaScript.
          if (!cancelled) setUnloaded(true);
          return null;
        },
      ));
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

  return { rootRef, prevRef, nextRef, paginationRef, stepBeforeSwiper, unloaded };
}
