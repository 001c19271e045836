import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FONTS_LATER_ATTRIBUTE } from "../inline/fonts-after-paint";
import { fallbackFamilies } from "./font-fallbacks";

describe("the Latin stacks until the first paint", () => {
  it("start at their first sized fallback, which the swap does not move", () => {
    const css = readFileSync("styles/site.css", "utf8");
    const held = css.match(new RegExp(`html\\[${FONTS_LATER_ATTRIBUTE}\\]\\s*\\{([^}]*)\\}`));
    expect(held?.[1]).toContain(`--font-sans-latin: ${fallbackFamilies("sans")[0]};`);
    expect(held?.[1]).toContain(`--font-display-latin: ${fallbackFamilies("display")[0]};`);
  });
});
