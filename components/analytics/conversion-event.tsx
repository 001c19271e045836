"use client";

import { useEffect } from "react";
import { trackLeadConversion } from "@/lib/gtag";

// Module-level guard: one conversion per page visit, even if React re-runs effects.
let fired = false;

/** Fires the Ads conversion once when /thank-you opens (spec §2). Renders nothing. */
export function ConversionEvent({ value, currency }: { value: number; currency: string }) {
  useEffect(() => {
    if (fired) return;
    fired = true;
    trackLeadConversion(value, currency);
  }, [value, currency]);
  return null;
}
