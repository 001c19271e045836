"use client";

import { useEffect } from "react";
import { contactLinkKind, ensureGtag, loadGtagWhenIdle, trackContactClick } from "@/lib/ads/gtag";
import { settings } from "@/lib/settings";

/** A tap on any tel: or WhatsApp link, wherever rendered, counts once per click; the link goes on. */
function countContactClick(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  const kind = link ? contactLinkKind(link.getAttribute("href") ?? "") : null;
  if (kind) trackContactClick(kind);
}

/** Google Ads tag, loaded after the page is idle and only when NEXT_PUBLIC_GOOGLE_ADS_ID is set. */
export function AdsTag() {
  const ads = settings.googleAds;
  useEffect(() => {
    if (!ads) return;
    ensureGtag(ads.id);
    loadGtagWhenIdle(ads.id);
  }, [ads]);
  // One delegated listener for the document rather than a handler on every link.
  const countsClicks = Boolean(ads?.callConversionLabel || ads?.whatsappConversionLabel);
  useEffect(() => {
    if (!countsClicks) return;
    document.addEventListener("click", countContactClick, { capture: true });
    return () => document.removeEventListener("click", countContactClick, { capture: true });
  }, [countsClicks]);
  return null;
}
