"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { CONSENT_CHOICES_EVENT } from "@/lib/ads/consent";
import { inEurope, readConsentChoice } from "@/lib/ads/consent-choice";
import { afterNextPaint } from "@/lib/ui/after-paint";

// Only visitors in Europe who have not answered are asked, so nobody else downloads the bar.
const ConsentBar = lazy(() =>
  import("./consent-bar").then((module) => ({ default: module.ConsentBar })),
);

/**
 * Where the consent bar goes: empty in the static HTML and for every visitor it does not ask,
 * until the footer's "Cookie choices" asks again (each time a fresh bar, focused).
 */
export function ConsentBarSlot() {
  const [asks, setAsks] = useState(false);
  const [reopened, setReopened] = useState(0);
  useEffect(() => {
    const reopen = () => setReopened((count) => count + 1);
    window.addEventListener(CONSENT_CHOICES_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_CHOICES_EVENT, reopen);
  }, []);
  // Decided once the hydrated page has painted: the time zone's first read (Intl) costs a phone
  // tens of ms, too much inside a tap that made React hydrate the page.
  useEffect(() => afterNextPaint(() => setAsks(inEurope() && readConsentChoice() === null)), []);
  return asks || reopened ? (
    <Suspense fallback={null}>
      <ConsentBar key={reopened} reopened={reopened > 0} />
    </Suspense>
  ) : null;
}
