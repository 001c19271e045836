"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** The export is built once but served for years: show the visitor's current year, not the build's. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span data-testid="footer-year">{year}</span>;
}
