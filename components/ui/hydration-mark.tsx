"use client";

import { HYDRATION_UNIT_ATTRIBUTE, useReadySignal } from "./use-ready-signal";
import { useHydrated } from "./use-hydrated";

/** The mark of a unit that hydrates on its own: the page is ready once every mark says "hydrated". */
export function HydrationMark() {
  useReadySignal();
  const state = useHydrated() ? "hydrated" : "pending";
  return <template {...{ [HYDRATION_UNIT_ATTRIBUTE]: state }} />;
}
