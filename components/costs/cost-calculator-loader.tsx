"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import type { CalculatorProps } from "./calculator-props";

/**
 * Holds the calculator's place and fetches its code when the section nears the viewport or the
 * visitor first touches the page, as the EMI calculator does. Without JavaScript the slot hides
 * itself (styles/site.css) and the server-rendered cost sheets stand alone.
 */
export function CostCalculatorLoader(props: CalculatorProps) {
  const slotRef = useRef<HTMLDivElement>(null);
  const [Calculator, setCalculator] = useState<ComponentType<CalculatorProps> | null>(null);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot) return;
    let cancelled = false;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      observer.disconnect();
      removeEventListener("pointerdown", load);
      removeEventListener("keydown", load);
      void import("./cost-calculator").then(({ CostCalculator }) => {
        if (!cancelled) setCalculator(() => CostCalculator);
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(slot);
    addEventListener("pointerdown", load, { once: true });
    addEventListener("keydown", load, { once: true });
    return () => {
      cancelled = true;
      observer.disconnect();
      removeEventListener("pointerdown", load);
      removeEventListener("keydown", load);
    };
  }, []);

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
