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
  const [slotRef, Calculator, failed] = useLoadWhenNear(loadCalculator, { onFirstTouch: true });

  return (
    // The calculator's least height at each width, in either language: what it pushes down as it
    // arrives is a few lines at most, and nothing is left blank below it.
    <div
      ref={slotRef}
      data-needs-js=""
      hidden={failed}
      className="min-h-[109rem] sm:min-h-[100rem] lg:min-h-[67rem] print:min-h-0"
    >
      <noscript>
        <span data-js-off="" />
      </noscript>
      {Calculator ? (
        <Calculator {...props} />
      ) : (
        <div
          aria-hidden="true"
          className="h-[109rem] rounded-2xl bg-ivory-50 sm:h-[100rem] lg:h-[67rem]"
        />
      )}
    </div>
  );
}
