import { describe, expect, it } from "vitest";
import { AUTO_POPUP_DELAY_MS, budgetOptions } from "./leads";

describe("lead form content", () => {
  it("the budget options are the contract's: each value sent, each label shown", () => {
    expect(budgetOptions.map((o) => `${o.value} / ${o.label}`)).toEqual([
      "65-75 L / 65-75 L",
      "75-85 L / 76-85 L",
      "85-95 L / 86-95 L",
      "95-1 Cr / 96 L-1 Cr",
      "Above 1 Cr / Above 1 Cr",
    ]);
  });

  it("the auto popup waits 3000 ms", () => {
    expect(AUTO_POPUP_DELAY_MS).toBe(3000);
  });
});
