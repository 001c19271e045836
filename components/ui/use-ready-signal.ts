import { useEffect } from "react";
import { useHydrated } from "./use-hydrated";

/** The attribute on <html> that says the page is interactive: tests and monitoring wait for it. */
const READY_ATTRIBUTE = "data-ready";

/**
 * Sets READY_ATTRIBUTE once React has hydrated the page and re-rendered without the pre-hydration
 * markup (the same commit), so a test waits for one public signal, not React internals.
 */
export function useReadySignal() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute(READY_ATTRIBUTE, "true");
  }, [hydrated]);
}
