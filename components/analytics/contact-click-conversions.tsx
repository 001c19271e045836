"use client";

import { useEffect } from "react";
import { contactLinkKind, trackContactClick } from "@/lib/gtag";
import { settings } from "@/lib/settings";

const ads = settings.googleAds;
const counting = Boolean(ads?.callConversionLabel || ads?.whatsappConversionLabel);

/**
 * One listener for the whole document: any tel: or WhatsApp link, wherever it is rendered, counts
 * as a call or WhatsApp conversion once per click, and the link goes on as usual.
 */
export function ContactClickConversions() {
  useEffect(() => {
    if (!counting) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      const kind = link ? contactLinkKind(link.getAttribute("href") ?? "") : null;
      if (kind) trackContactClick(kind);
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
  return null;
}
