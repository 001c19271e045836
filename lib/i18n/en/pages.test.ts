import { describe, expect, it } from "vitest";
import { footer } from "./pages";

describe("footer", () => {
  it("says details reach registered brokers only with the box ticked", () => {
    expect(footer.brokerSharing).toMatch(/registered brokers only if you tick the box/);
  });
});
