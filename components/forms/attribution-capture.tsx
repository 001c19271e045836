"use client";

import { useEffect } from "react";
import { captureLeadContext, currentPlace } from "@/lib/leads/lead-context";
import { afterNextPaint } from "@/lib/ui/after-paint";
import { queuedCopies } from "@/lib/leads/copy-queue";
import { localStore } from "@/lib/leads/session";
import { settings } from "@/lib/settings";

/** Lead copies the sheet has not confirmed go again; the sending code loads only when some wait. */
function retryLeadCopies(url: string | null) {
  const store = localStore();
  if (!url || Object.keys(queuedCopies(store)).length === 0) return;
  // Offline again: the copies stay queued for the next page.
  void import("@/lib/leads/copy-retry").then(
    ({ retryCopies }) => retryCopies(url, store, Date.now()),
    () => undefined,
  );
}

/**
 * Keeps the landing URL's campaign, click ids and the visit's first page before any navigation,
 * and sends again the lead copies the sheet has not confirmed.
 */
export function AttributionCapture() {
  useEffect(() => {
    // The URL is read as React commits, before any navigation; the storage and time-zone work (the
    // first Intl call costs a phone tens of ms) waits until a tap that hydrated the page has painted.
    const landing = currentPlace();
    return afterNextPaint(() => {
      captureLeadContext(Date.now(), landing);
      retryLeadCopies(settings.leadWebhookUrl);
    });
  }, []);
  return null;
}
