import { useSyncExternalStore } from "react";
import { afterNextPaint } from "@/lib/ui/after-paint";

let swapped = false;
let swapDue = false;
const listeners = new Set<() => void>();

/**
 * React subscribes as it commits the hydrated page. Usually the prerendered controls are swapped
 * in that commit (React reads the snapshot again right after subscribing). When a tap or key press
 * made React hydrate at once, inside that event, the swap waits until the answer has painted;
 * meanwhile the prerendered controls already work through React (an opener's link opens its dialog).
 */
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (!swapped) {
    if (!(window.event instanceof UIEvent)) swapped = true;
    else if (!swapDue) {
      swapDue = true;
      afterNextPaint(() => {
        swapped = true;
        for (const listener of listeners) listener();
      });
    }
  }
  return () => listeners.delete(onChange);
}

/** False in the prerendered HTML and until React has hydrated the page, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => swapped,
    () => false,
  );
}
