"use client";

import { useEffect } from "react";
import { sessionStore } from "@/lib/leads/attribution";
import { readUserData } from "@/lib/ads/enhanced-conversions";
import { readLeadTransaction, trackLeadConversion } from "@/lib/ads/gtag";
import { leadTrapped } from "@/lib/leads/session";

// One conversion per lead and page load, even if React re-runs effects or the visitor comes back
// to /thank-you by client navigation without a new lead; a new lead has a new id and fires again.
const fired = new Set<string>();

/**
 * Fires the Ads conversion when /thank-you opens, carrying the lead's transaction_id so
 * a reload is de-duplicated by Google Ads. A visit with no lead behind it fires without an id.
 */
export function ConversionEvent({ value, currency }: { value: number; currency: string }) {
  useEffect(() => {
    const transactionId = readLeadTransaction();
    const key = transactionId ?? "no-lead";
    // A submit the spam trap caught reached this page like a lead, but is not one.
    if (fired.has(key) || leadTrapped()) return;
    fired.add(key);
    trackLeadConversion(value, currency, { transactionId, userData: readUserData(sessionStore()) });
  }, [value, currency]);
  return null;
}
