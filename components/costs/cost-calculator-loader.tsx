"use client";

import { useLoadWhenNear } from "@/components/ui/use-load-when-near";
import type { CalculatorProps } from "./calculator-props";

const loadCalculator = () => import("./cost-calculator").then((module) => module.CostCalculator);

/**
 * Holds the calculator's place and fetches its code when the section nears the viewport or the
 * visitor first touches the page, as the EMI calculator does. Without JavaScript the slot hides
 * itself (styles/site.css) and the server-rendered cost sheets stand alone.
 */
export function CostCalculatorLoader(props: CalculatorProps) {
  const [slotRef, Calculator] = useLoadWhenNear(loadCalculator, { onFirstTouch: true });

  return (
    <div ref={slotRef} data-needs-js="" className="min-h-[52rem] lg:min-h-[40rem] print:min-h-0">
      <noscript>
        <span data-js-off="" />
      </noscript>
      {Calculator ? (
        <Calculator {...props} />
      ) : (
        <div aria-hidden="true" className="h-[52rem] rounded-2xl bg-ivory-50 lg:h-[40rem]" />
      )}
    </div>
  );
}
