"use client";

import { useEffect } from "react";
import { captureLeadContext } from "@/lib/leads/lead-context";

/** Keeps the landing URL's campaign, click ids and the visit's first page before any navigation. */
export function AttributionCapture() {
  useEffect(() => {
    captureLeadContext();
  }, []);
  return null;
}
