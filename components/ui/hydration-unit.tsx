import { Activity, type ReactNode } from "react";
import { HydrationMark } from "./hydration-mark";

/**
 * Hydrates its children as a unit of their own: React hydrates the page's frame first and this
 * unit after it, and a tap or key press that lands meanwhile hydrates at once only the frame and
 * the unit it lands in, not the whole page. Unlike a Suspense boundary, an Activity boundary is
 * written in place however long the page, so the HTML needs no rewriting. Server and client
 * components both use it (a dialog's form is a unit of its own).
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return (
    <Activity mode="visible">
      {children}
      <HydrationMark />
    </Activity>
  );
}
