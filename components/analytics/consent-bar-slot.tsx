"use client";

import { useEffect, useState } from "react";
import { CONSENT_CHOICES_EVENT } from "@/lib/ads/consent";
import { inEurope, readConsentChoice } from "@/lib/ads/consent-choice";
import { afterNextPaint } from "@/lib/ui/after-paint";

type ConsentBar = typeof import("./consent-bar").ConsentBar;

/**
 * Where the consent bar goes: empty in the static HTML and for every visitor it does not ask,
 * until the footer's "Cookie choices" asks again (each time a fresh bar, focused). Only visitors
 * in Europe who have not answered are asked, so nobody else downloads the bar.
 */
export function ConsentBarSlot() {
  const [asks, setAsks] = useState(false);
  const [reopened, setReopened] = useState(0);
  const [bar, setBar] = useState<{ Bar: ConsentBar } | null>(null);
  const wanted = asks || reopened > 0;
  useEffect(() => {
    const reopen = () => setReopened((count) => count + 1);
    window.addEventListener(CONSENT_CHOICES_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_CHOICES_EVENT, reopen);
  }, []);
  // Decided once the hydrated page has painted: the time zone's first read (Intl) costs a phone
  // tens of ms, too much inside a tap that made React hydrate the page.
  useEffect(() => afterNextPaint(() => setAsks(inEurope() && readConsentChoice() === null)), []);
  useEffect(() => {
    if (!wanted || bar) return;
    let live = true;
    // Offline since the page came: nothing is asked and the consent keeps its default; the
    // footer's "Cookie choices" tries again. A failed import in render would take the page down.
    import("./consent-bar").then(
      ({ ConsentBar }) => live && setBar({ Bar: ConsentBar }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, reopened, bar]);
  return wanted && bar ? <bar.Bar key={reopened} reopened={reopened > 0} /> : null;
}
