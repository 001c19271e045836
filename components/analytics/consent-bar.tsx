"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { ADS_IN_EUROPE_SECTION, type ConsentChoice } from "@/lib/ads/consent";
import { inEurope, readConsentChoice } from "@/lib/ads/consent-choice";
import { sendConsentChoice } from "@/lib/ads/gtag";
import { captureLeadContext } from "@/lib/leads/lead-context";
import { localePath } from "@/lib/i18n/lang";
import { storageKeys } from "@/lib/storage-keys";
import { paths } from "@/lib/seo/paths";
import { useLang, useUiWords } from "@/components/i18n/lang-provider";

/** Gap kept between the bar and the top of the screen when it moves up there. */
const TOP_GAP_PX = 8;

// An answer given in another tab hides the bar here too.
function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.adConsent) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

const shouldAsk = () => inEurope() && readConsentChoice() === null;

type Box = { top: number; bottom: number; left: number; right: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** What the bar must leave in view: the focused element and every submit button on screen. */
function guardedBoxes(bar: HTMLElement): Box[] {
  const active = document.activeElement;
  const elements = [
    ...(active && active !== document.body && !bar.contains(active) ? [active] : []),
    ...document.querySelectorAll("button[type=submit]"),
  ];
  return elements
    .map((element) => element.getBoundingClientRect())
    .filter(
      (box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
    );
}

/**
 * Keeps the bar off what the visitor is using: at its place above the bottom edge when that is
 * clear, else at the top, else hidden until the page moves on. A transform moves it, so neither
 * place counts as a layout shift.
 */
function useStayClear(bar: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = bar.current;
    if (!active || !element) return;
    let shift = 0;
    let frame = 0;
    const place = () => {
      frame = 0;
      const { left, right, top, bottom } = element.getBoundingClientRect();
      const home = { left, right, top: top - shift, bottom: bottom - shift };
      const up = TOP_GAP_PX - home.top;
      const high = { left, right, top: home.top + up, bottom: home.bottom + up };
      const guarded = guardedBoxes(element);
      let next: number | null = 0;
      if (guarded.some((box) => overlaps(box, home))) {
        const holdsFocus = element.contains(document.activeElement);
        // Never hidden under the visitor's own focus, or the keyboard would lose its place.
        next = guarded.some((box) => overlaps(box, high)) && !holdsFocus ? null : up;
      }
      shift = next ?? 0;
      element.style.transform = shift ? `translateY(${shift}px)` : "";
      element.style.visibility = next === null ? "hidden" : "";
    };
    // At most one measurement a frame, however many events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    const passive = { passive: true, capture: true } as const;
    schedule();
    document.addEventListener("focusin", schedule, passive);
    document.addEventListener("focusout", schedule, passive);
    window.addEventListener("scroll", schedule, passive);
    window.addEventListener("resize", schedule, passive);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", schedule, passive);
      document.removeEventListener("focusout", schedule, passive);
      window.removeEventListener("scroll", schedule, passive);
      window.removeEventListener("resize", schedule, passive);
    };
  }, [bar, active]);
}

// One class for both answers: neither is the easier or the more prominent one.
const buttonClass =
  "btn flex-1 border border-ivory/70 bg-ink-700 text-ivory hover:bg-ink-600 sm:min-w-32 sm:flex-none";

/**
 * Asks a visitor in Europe whether Google Ads may use cookies, once: decided after mount, so the
 * static HTML never carries it and nobody outside Europe sees it unless they ask (`reopened`).
 */
export function ConsentBar({ reopened = false }: { reopened?: boolean }) {
  const words = useUiWords().adConsent;
  const lang = useLang();
  const asks = useSyncExternalStore(subscribe, shouldAsk, () => false);
  // Hides the bar at once, even where blocked storage cannot remember the answer.
  const [answered, setAnswered] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const open = (asks || reopened) && !answered;
  useStayClear(bar, open);
  // Asked for from the footer: the answers are where the keyboard goes next.
  useEffect(() => {
    if (reopened) bar.current?.querySelector("button")?.focus();
  }, [reopened]);
  if (!open) return null;

  const answer = (choice: ConsentChoice) => {
    sendConsentChoice(choice);
    // Stored now that it is allowed, or cleared now that it is not.
    captureLeadContext();
    setAnswered(true);
  };

  return (
    // On phones it sits above the quick-contact bar (and its 1px border), never over it.
    <section
      ref={bar}
      aria-label={words.label}
      className={
        "fixed inset-x-2 bottom-[calc(var(--spacing-bar)+1px+0.5rem)] z-50 rounded-lg " +
        "border border-ivory/20 bg-ink p-3 text-sm text-ivory shadow-float " +
        "sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-lg sm:p-4"
      }
    >
      <p className="leading-snug">
        {words.message}{" "}
        <a
          href={`${localePath(lang, paths.privacy)}#${ADS_IN_EUROPE_SECTION}`}
          className="font-medium underline underline-offset-2"
        >
          {words.linkLabel}
        </a>
      </p>
      <div className="mt-3 flex gap-3">
        <button type="button" className={buttonClass} onClick={() => answer("granted")}>
          {words.accept}
        </button>
        <button type="button" className={buttonClass} onClick={() => answer("denied")}>
          {words.reject}
        </button>
      </div>
    </section>
  );
}
