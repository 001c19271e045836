import { describe, expect, it } from "vitest";
import { autoPopupDueIn } from "./session";

describe("autoPopupDueIn", () => {
  it("counts the delay from the load event, not from when it is asked", () => {
    expect(autoPopupDueIn(1500, 1000, 3000)).toBe(2500);
  });

  it("is due at once when hydration came after the delay had run out", () => {
    expect(autoPopupDueIn(4500, 1000, 3000)).toBe(0);
  });

  it("waits the full delay when the load time is unknown", () => {
    expect(autoPopupDueIn(1500, null, 3000)).toBe(3000);
  });
});
