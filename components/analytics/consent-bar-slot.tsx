"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { inEurope, readConsentChoice } from "@/lib/ads/consent-choice";
import { afterNextPaint } from "@/lib/ui/after-paint";

// Only visitors in Europe who have not answered are asked, so nobody else downloads the bar.
const ConsentBar = lazy(() =>
  import("./consent-bar").then((module) => ({ default: module.ConsentBar })),
);

/** Where the consent bar goes: empty in the static HTML and for every visitor it does not ask. */
export function ConsentBarSlot() {
  const [asks, setAsks] = useState(false);
  // Decided once the hydrated page has painted: the time zone's first read (Intl) costs a phone
  // tens of ms, too much inside a tap that made React hydrate the page.
  useEffect(() => afterNextPaint(() => setAsks(inEurope() && readConsentChoice() === null)), []);
  return asks ? (
    <Suspense fallback={null}>
      <ConsentBar />
    </Suspense>
  ) : null;
}
