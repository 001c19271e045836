import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and until React has hydrated, true after. Buttons that only work
 * through React say so with aria-disabled meanwhile (the chunks start after the first paint).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
