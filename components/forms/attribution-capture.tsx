"use client";

import { useEffect } from "react";
import { captureAttribution, sessionStore } from "@/lib/leads/attribution";

/** Keeps the landing URL's utm_* and gclid for the session, before any navigation drops them. */
export function AttributionCapture() {
  useEffect(() => {
    captureAttribution(sessionStore(), window.location.search);
  }, []);
  return null;
}
