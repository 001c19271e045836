"use client";

import { useEffect } from "react";
import { settings } from "@/lib/settings";

/**
 * Google Ads tag, loaded after the page is idle and only when NEXT_PUBLIC_GOOGLE_ADS_ID is set. Its
 * code (lib/ads/gtag.ts) comes in a chunk of its own once React has hydrated the page, so a page
 * without an ads id never loads it and one with an id does not load it first.
 */
export function AdsTag() {
  const ads = settings.googleAds;
  // One delegated listener for the document rather than a handler on every link.
  const countsClicks = Boolean(ads?.callConversionLabel || ads?.whatsappConversionLabel);
  useEffect(() => {
    if (!ads) return;
    let stop = () => {};
    let live = true;
    void import("@/lib/ads/gtag").then(
      ({ contactLinkKind, ensureGtag, loadGtagWhenIdle, trackContactClick }) => {
        if (!live) return;
        ensureGtag(ads.id);
        loadGtagWhenIdle(ads.id);
        if (!countsClicks) return;
        // A tap on any tel: or WhatsApp link, wherever rendered, counts once; the link goes on.
        const count = (event: MouseEvent) => {
          const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
          const kind = link ? contactLinkKind(link.getAttribute("href") ?? "") : null;
          if (kind) trackContactClick(kind);
        };
        document.addEventListener("click", count, { capture: true });
        stop = () => document.removeEventListener("click", count, { capture: true });
      },
      // Offline since the page came: no tag this visit, and nothing to report.
      () => undefined,
    );
    return () => {
      live = false;
      stop();
    };
  }, [ads, countsClicks]);
  return null;
}
