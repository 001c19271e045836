"use client";

import { lazy, Suspense } from "react";
import { inEurope, readConsentChoice } from "@/lib/ads/consent-choice";
import { useHydrated } from "@/components/ui/use-hydrated";

// Only visitors in Europe who have not answered are asked, so nobody else downloads the bar.
const ConsentBar = lazy(() =>
  import("./consent-bar").then((module) => ({ default: module.ConsentBar })),
);

/** Where the consent bar goes: empty in the static HTML and for every visitor it does not ask. */
export function ConsentBarSlot() {
  const asks = useHydrated() && inEurope() && readConsentChoice() === null;
  return asks ? (
    <Suspense fallback={null}>
      <ConsentBar />
    </Suspense>
  ) : null;
}
