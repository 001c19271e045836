"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";

/**
 * Holds the calculator's place and fetches its code only when the section nears the viewport,
 * so it never weighs on the first load. Without JavaScript the slot hides itself (styles/site.css)
 * and the server-rendered EMI table stands alone.
 */
export function EmiLoader() {
  const slotRef = useRef<HTMLDivElement>(null);
  const [Calculator, setCalculator] = useState<ComponentType | null>(null);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import("./emi-calculator").then(({ EmiCalculator }) => {
          if (!cancelled) setCalculator(() => EmiCalculator);
        });
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(slot);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    // The calculator's own height (one column, then two from sm): nothing below moves when it arrives.
    <div ref={slotRef} data-needs-js="" className="min-h-[38rem] sm:min-h-[31rem]">
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
