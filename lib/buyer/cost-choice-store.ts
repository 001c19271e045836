/**
 * The calculator's current choice, for the payment plan further down the page: two separate
 * client parts share it without a provider around the whole page. Null until the calculator loads.
 */
import type { CostChoice } from "./cost-sheet";

let current: CostChoice | null = null;
const listeners = new Set<() => void>();

export const costChoiceStore = {
  get: (): CostChoice | null => current,
  /** The server has no calculator, so no choice. */
  getServer: (): CostChoice | null => null,
  set(choice: CostChoice) {
    current = choice;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
