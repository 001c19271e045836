import type { RefObject } from "react";
import { Icon } from "@/components/ui/icon";

type Props = {
  tone: "light" | "dark";
  hydrated: boolean;
  labels: { previous: string; next: string; play: string; pause: string };
  prevRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
  paginationRef: RefObject<HTMLDivElement | null>;
  onStep: (direction: "previous" | "next") => void;
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
};

/** The arrows, the pagination Swiper fills and the play/pause button. */
export function CarouselControls({
  tone,
  hydrated,
  labels,
  playing,
  onStep,
  onPlayingChange,
  prevRef,
  nextRef,
  paginationRef,
}: Props) {
  const control =
    tone === "dark"
      ? "border-white/50 text-ivory hover:bg-white/10"
      : "border-ink/45 text-ink hover:bg-ink/5";
  const button = `inline-flex size-11 items-center justify-center rounded-full border transition-colors ${control}`;
  return (
    // Hidden, not disabled, until React can answer them: a tap before would do nothing.
    <div
      className={`carousel-controls mt-6 flex h-11 items-center justify-between gap-3 ${hydrated ? "" : "invisible"}`}
    >
      <div className="flex gap-2">
        <button
          ref={prevRef}
          type="button"
          aria-label={labels.previous}
          onClick={() => onStep("previous")}
          className={button}
        >
          <Icon name="chevron-left" className="size-5" />
        </button>
        <button
          ref={nextRef}
          type="button"
          aria-label={labels.next}
          onClick={() => onStep("next")}
          className={button}
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
        aria-label={playing ? labels.pause : labels.play}
        className={button}
        onClick={() => onPlayingChange(!playing)}
      >
        {playing ? (
          <Icon name="pause" className="size-4" />
        ) : (
          <Icon name="play" className="size-4" />
        )}
      </button>
    </div>
  );
}
