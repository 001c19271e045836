import { Suspense, type ReactNode } from "react";
import { HydrationMark } from "@/components/dialogs/dialog-host";

/**
 * Hydrates its children as a unit of their own (a Suspense boundary that never suspends): a tap
 * or key press that lands while React hydrates makes it hydrate the page's frame and this unit at
 * once, not every section. The post-build step puts the boundary's HTML back in place
 * (scripts/lib/inline-boundaries.ts); HYDRATE_APART=0 at build renders the children as they are.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  if (process.env.HYDRATE_APART === "0") return children;
  return (
    <Suspense fallback={null}>
      {children}
      <HydrationMark />
    </Suspense>
  );
}
