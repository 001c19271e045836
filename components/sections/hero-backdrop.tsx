"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

type Props = { slides: readonly ReactNode[]; intervalMs: number };

/**
 * Cross-fades the server-rendered hero images; the first stays put under reduced motion. Only the
 * first is in the prerendered HTML: the others mount once rotation starts (after hydration, so
 * after the first paint), and never under reduced motion, so they never compete with the LCP image.
 */
export function HeroBackdrop({ slides, intervalMs }: Props) {
  const [active, setActive] = useState(0);
  const [rotates, setRotates] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const count = slides.length;

  useEffect(() => {
    if (count < 2) return;
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    let timer: number | undefined;
    const schedule = () => {
      window.clearInterval(timer);
      if (!media.matches) setRotates(true);
      timer = media.matches
        ? undefined
        : window.setInterval(() => setActive((index) => (index + 1) % count), intervalMs);
      // Exposed for the journeys and for anyone inspecting the page: is the backdrop rotating?
      if (rootRef.current) rootRef.current.dataset.rotation = media.matches ? "stopped" : "running";
    };
    schedule();
    media.addEventListener("change", schedule);
    return () => {
      window.clearInterval(timer);
      media.removeEventListener("change", schedule);
    };
  }, [count, intervalMs]);

  return (
    <div ref={rootRef} className="absolute inset-0 -z-20" data-hero-backdrop="">
      {slides.map((slide, index) =>
        index > 0 && !rotates ? null : (
          <div
            key={index}
            data-hero-slide={index}
            data-visible={index === active ? "true" : "false"}
            aria-hidden={index !== active}
            className={`absolute inset-0 transition-opacity duration-[1500ms] ease-in-out ${
              index === active ? "opacity-100" : "opacity-0"
            }`}
          >
            {slide}
          </div>
        ),
      )}
    </div>
  );
}
