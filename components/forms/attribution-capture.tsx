"use client";

import { useEffect } from "react";
import { captureLeadContext, currentPlace } from "@/lib/leads/lead-context";
import { afterNextPaint } from "@/lib/ui/after-paint";

/** Keeps the landing URL's campaign, click ids and the visit's first page before any navigation. */
export function AttributionCapture() {
  useEffect(() => {
    // The URL is read as React commits, before any navigation; the storage and time-zone work (the
    // first Intl call costs a phone tens of ms) waits until a tap that hydrated the page has painted.
    const landing = currentPlace();
    return afterNextPaint(() => captureLeadContext(Date.now(), landing));
  }, []);
  return null;
}
