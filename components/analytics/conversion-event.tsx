"use client";

import { useEffect } from "react";
import { sessionStore } from "@/lib/leads/attribution";
import { readUserData } from "@/lib/ads/enhanced-conversions";
import { countLead } from "@/lib/ads/gtag";
import { leadInQuery } from "@/lib/ads/lead-count";

/**
 * Counts the lead named in /thank-you's URL (?lead=), the first time this browser sees it. A visit
 * without one, or with one already counted (a reload, a bookmark), counts nothing.
 */
export function ConversionEvent() {
  useEffect(() => {
    const leadId = leadInQuery(window.location.search);
    if (leadId) countLead(leadId, readUserData(sessionStore()));
  }, []);
  return null;
}
