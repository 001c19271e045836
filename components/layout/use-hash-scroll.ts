import { usePathname } from "next/navigation";
import { useCallback, useEffect, type MouseEvent } from "react";
import { ANCHOR_SCROLL_DELAY_MS, type NavEntry } from "@/lib/content/navigation";

export type NavLink = Extract<NavEntry, { kind: "link" }>;

function scrollToHash(hash: string) {
  window.setTimeout(() => {
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    if (!target) {
      window.scrollTo({ top: 0 });
      return;
    }
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
 * moves between the home page's sections in place (from any other page the link loads it).
 */
export function useHashScroll(home: string) {
  const pathname = usePathname();

  // Arriving from another page on /#about: scroll once the section has laid out.
  useEffect(() => {
    if (window.location.hash) scrollToHash(window.location.hash);
  }, [pathname]);

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, entry: NavLink) => {
      if (pathname !== home) return; // The link loads the home page; the effect above scrolls.
      if (entry.href.split("#")[0] !== home) return; // Another page (the plans page) loads as usual.
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
    [pathname, home],
  );
}
