import { useEffect } from "react";
import { useHydrated } from "./use-hydrated";

/** The attribute on <html> that says the page is interactive: tests and monitoring wait for it. */
const READY_ATTRIBUTE = "data-ready";
/** On the mark of each unit that hydrates on its own (HydrationUnit): "pending", then "hydrated". */
export const HYDRATION_UNIT_ATTRIBUTE = "data-hydration-unit";

/** Sets READY_ATTRIBUTE once no unit of the page is still waiting to hydrate. */
function signalReadyWhenComplete() {
  if (!document.querySelector(`[${HYDRATION_UNIT_ATTRIBUTE}="pending"]`))
    document.documentElement.setAttribute(READY_ATTRIBUTE, "true");
}

/**
 * Sets READY_ATTRIBUTE once React has hydrated and re-rendered without the pre-hydration markup
 * (the same commit). Used by the page's frame and by each unit that hydrates on its own: whichever
 * hydrates last sets it, so a test waits for one public signal, not React internals.
 */
export function useReadySignal() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) signalReadyWhenComplete();
  }, [hydrated]);
}
