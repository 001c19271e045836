/**
 * Loaded with import() only when a carousel nears the viewport, so Swiper never weighs on the
 * first load. Owns the Swiper instance and every reason autoplay may be held.
 */
import Swiper from "swiper";
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";
import { carouselSettings } from "@/lib/content/carousel";
import { carouselSteps, type CarouselKind } from "@/lib/ui/carousel-layout";

export type { CarouselKind };

function layoutOptions(kind: CarouselKind): SwiperOptions {
  const [first, ...rest] = carouselSteps(kind);
  return {
    slidesPerView: first?.slidesPerView ?? 1,
    spaceBetween: first?.gap ?? 0,
    breakpoints: Object.fromEntries(
      rest.map((step) => [
        step.minWidth,
        { slidesPerView: step.slidesPerView, spaceBetween: step.gap },
      ]),
    ),
  };
}

export type CarouselElements = {
  root: HTMLElement;
  prevEl: HTMLElement;
  nextEl: HTMLElement;
  paginationEl: HTMLElement;
};

export type CarouselController = {
  setPlaying: (playing: boolean) => void;
  /** Moves one slide, for an arrow pressed before Swiper had loaded (Swiper handles the rest). */
  step: (direction: "previous" | "next") => void;
  destroy: () => void;
};

export function createCarousel(
  kind: CarouselKind,
  { root, prevEl, nextEl, paginationEl }: CarouselElements,
  playing: boolean,
  labels: { previous: string; next: string; goToSlide: string },
): CarouselController {
  const settings = carouselSettings[kind];
  let wantsPlay = playing;
  let focused = false;
  let hovered = false;

  const publish = (swiper: Swiper) => {
    const { running, paused } = swiper.autoplay;
    root.dataset.autoplay = !running ? "stopped" : paused ? "paused" : "running";
  };

  const swiper = new Swiper(root, {
    modules: [Navigation, Pagination, Autoplay, A11y, Keyboard],
    ...layoutOptions(kind),
    speed: settings.speed,
    loop: settings.loop,
    autoplay: {
      delay: settings.autoplayDelay,
      disableOnInteraction: false,
      pauseOnMouseEnter: true,
    },
    navigation: { prevEl, nextEl },
    pagination: { el: paginationEl, clickable: true, bulletElement: "button" },
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      prevSlideMessage: labels.previous,
      nextSlideMessage: labels.next,
      paginationBulletMessage: labels.goToSlide,
    },
    on: {
      autoplayStart: publish,
      autoplayStop: publish,
      autoplayPause: publish,
      autoplayResume: publish,
    },
  });

  // Swiper pauses on hover itself; focus and the visitor's own choice stop it outright.
  const apply = () => {
    const shouldRun = wantsPlay && !focused;
    if (shouldRun && !swiper.autoplay.running) {
      swiper.autoplay.start();
      if (hovered) swiper.autoplay.pause();
    } else if (!shouldRun && swiper.autoplay.running) {
      swiper.autoplay.stop();
    }
    publish(swiper);
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") hovered = true;
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") hovered = false;
  };
  // Keyboard focus only: a mouse click on an arrow should not freeze the slideshow.
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || !event.target.matches(":focus-visible")) return;
    focused = true;
    apply();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
    focused = false;
    apply();
  };
  root.addEventListener("pointerenter", onPointerEnter);
  root.addEventListener("pointerleave", onPointerLeave);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);
  focused = root.querySelector(":focus-visible") !== null;
  apply();

  return {
    setPlaying(next) {
      wantsPlay = next;
      // Pressing Play is an explicit request: honour it even though the button has focus.
      if (next) focused = false;
      apply();
    },
    step(direction) {
      if (direction === "next") swiper.slideNext();
      else swiper.slidePrev();
    },
    destroy() {
      root.removeEventListener("pointerenter", onPointerEnter);
      root.removeEventListener("pointerleave", onPointerLeave);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      swiper.destroy(true, false);
      delete root.dataset.autoplay;
    },
  };
}
