"use client";

import { useLoadWhenNear } from "@/components/ui/use-load-when-near";

const loadCalculator = () => import("./emi-calculator").then((module) => module.EmiCalculator);

/**
 * Holds the calculator's place and fetches its code only when the section nears the viewport,
 * so it never weighs on the first load. Without JavaScript the slot hides itself (styles/site.css)
 * and the server-rendered EMI table stands alone.
 */
export function EmiLoader() {
  const [slotRef, Calculator, failed] = useLoadWhenNear(loadCalculator);

  return (
    // The calculator's own height (one column, then two from sm): nothing below moves when it arrives.
    <div ref={slotRef} data-needs-js="" hidden={failed} className="min-h-[38rem] sm:min-h-[31rem]">
      <noscript>
        <span data-js-off="" />
      </noscript>
      {Calculator ? (
        <Calculator />
      ) : (
        <div aria-hidden="true" className="h-[38rem] rounded-2xl bg-ivory-50 sm:h-[31rem]" />
      )}
    </div>
  );
}
