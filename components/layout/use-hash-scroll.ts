import { usePathname } from "next/navigation";
import { useCallback, useEffect, type MouseEvent } from "react";
import { ANCHOR_SCROLL_DELAY_MS, type NavEntry } from "@/lib/content/navigation";
import { LOADED_ATTRIBUTE } from "@/lib/inline/lay-out-after-load";
import { linkPath } from "@/lib/ui/nav";

export type NavLink = Extract<NavEntry, { kind: "link" }>;

/** What a visitor does to move the page themselves: the landing stops following the section. */
const VISITOR_MOVES = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/** The landing under way; the next link or the visitor's own move ends it. */
let landing: AbortController | null = null;

/** Every section laid out and every web font in: nothing above a section moves it any more. */
const settled = () =>
  document.documentElement.hasAttribute(LOADED_ATTRIBUTE) && document.fonts.status === "loaded";

/** Where scrollIntoView puts a section's top: below the sticky header, by the page's scroll padding. */
function landingOffset(target: HTMLElement) {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return padding + (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
}

/**
 * Scrolls to the section of `hash` (the top for none), then keeps it there while the page above it
 * settles (sections laid out late, text whose web font swaps in), until the visitor moves it.
 */
function scrollToHash(hash: string) {
  landing?.abort();
  const current = new AbortController();
  landing = current;
  const { signal } = current;
  const timer = window.setTimeout(() => {
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    // Within half a pixel: the scroll offset is whole pixels, the section's top may not be.
    const there = () =>
      target
        ? Math.abs(target.getBoundingClientRect().top - landingOffset(target)) < 0.5
        : window.scrollY === 0;
    const land = (behavior?: ScrollBehavior) => {
      if (there()) return;
      if (target) target.scrollIntoView({ block: "start", behavior });
      else window.scrollTo({ top: 0, behavior });
    };
    // Already there (arriving on /#about): no smooth scroll to wait for.
    let scrolling = !there();
    land();
    const listen = { signal, passive: true };
    const landAgain = () => {
      land("instant");
      if (settled()) current.abort();
    };
    // Sections above the target that were skipped (content-visibility: auto) take their real
    // height mid-scroll and move it: once the smooth scroll ends, land on the target again.
    window.addEventListener(
      "scrollend",
      () => {
        scrolling = false;
        landAgain();
      },
      { ...listen, once: true },
    );
    // Then again at each change of the page's height until it has settled.
    const settling = new ResizeObserver(() => {
      if (!scrolling) landAgain();
    });
    settling.observe(document.body);
    signal.addEventListener("abort", () => settling.disconnect());
    for (const type of VISITOR_MOVES) window.addEventListener(type, () => current.abort(), listen);
  }, ANCHOR_SCROLL_DELAY_MS);
  signal.addEventListener("abort", () => window.clearTimeout(timer));
}

/**
 * Scrolls to the URL's #section once the page has laid out, and returns the click handler that
 * moves between a page's sections in place (a link to another page loads it).
 */
export function useHashScroll() {
  const pathname = usePathname();

  // Arriving from another page on /#about: scroll once the section has laid out.
  useEffect(() => {
    if (window.location.hash) scrollToHash(window.location.hash);
  }, [pathname]);

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, entry: NavLink) => {
      if (linkPath(entry.href) !== pathname) return; // The link loads its page; the effect above scrolls.
      event.preventDefault();
      const nextHash = entry.hash ?? "";
      const before = window.location.href;
      window.history.pushState(null, "", entry.href);
      // pushState fires no hashchange; say so, for whatever follows the section (the language switch).
      window.dispatchEvent(
        new HashChangeEvent("hashchange", { oldURL: before, newURL: window.location.href }),
      );
      scrollToHash(nextHash);
    },
    [pathname],
  );
}
