"use client";

import Script from "next/script";
import { useEffect } from "react";
import { ensureGtag, GTAG_SRC } from "@/lib/gtag";
import { settings } from "@/lib/settings";

/** Google Ads tag, loaded after the page is idle and only when NEXT_PUBLIC_GOOGLE_ADS_ID is set. */
export function AdsTag() {
  const ads = settings.googleAds;
  useEffect(() => {
    if (ads) ensureGtag(ads.id);
  }, [ads]);
  if (!ads) return null;
  return <Script id="gtag-js" src={`${GTAG_SRC}?id=${ads.id}`} strategy="lazyOnload" />;
}
