import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appIcon } from "./app-icon";

describe("app icon", () => {
  it("app/icon.svg is the one drawn from the brand colours (rerun scripts/generate-icons.ts)", () => {
    const file = readFileSync(new URL("../../app/icon.svg", import.meta.url), "utf8");
    expect(file).toBe(appIcon.svg);
  });
});
