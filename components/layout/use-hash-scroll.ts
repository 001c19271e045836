import { usePathname } from "next/navigation";
import { useCallback, useEffect, type MouseEvent } from "react";
import { ANCHOR_SCROLL_DELAY_MS, type NavEntry } from "@/lib/content/navigation";
import { linkPath } from "@/lib/ui/nav";

export type NavLink = Extract<NavEntry, { kind: "link" }>;

/** Where scrollIntoView puts a section's top: below the sticky header, by the page's scroll padding. */
function landingOffset(target: HTMLElement) {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return padding + (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
}

function scrollToHash(hash: string) {
  window.setTimeout(() => {
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    if (!target) {
      window.scrollTo({ top: 0 });
      return;
    }
    // Already there (arriving on /#about): no scroll to follow, and a later one is the visitor's own.
    if (Math.abs(target.getBoundingClientRect().top - landingOffset(target)) < 1) return;
    target.scrollIntoView({ block: "start" });
    // Sections above the target that were skipped (content-visibility: auto) take their real
    // height mid-scroll and move it: once the smooth scroll ends, land on the target again.
    window.addEventListener(
      "scrollend",
      () => target.scrollIntoView({ block: "start", behavior: "instant" }),
      { once: true },
    );
  }, ANCHOR_SCROLL_DELAY_MS);
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
