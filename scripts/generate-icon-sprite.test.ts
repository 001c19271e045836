import { describe, expect, it } from "vitest";
import { iconId, iconNames } from "../lib/icons";
import { iconShapes, iconSources, spriteMarkup } from "./generate-icon-sprite";

describe("the icon sprite", () => {
  const sprite = spriteMarkup();

  it("holds one symbol per icon name, each with lucide's shapes", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids).toEqual(iconNames.map(iconId));
    for (const name of iconNames) {
      const shapes = iconShapes(iconSources[name]);
      expect(shapes).toMatch(/^<(path|circle|rect|line|polyline|polygon) /);
      expect(sprite).toContain(
        `<symbol id="${iconId(name)}" viewBox="0 0 24 24">${shapes}</symbol>`,
      );
    }
  });

  it("leaves stroke settings to the <svg> that uses it, so strokeWidth can vary", () => {
    expect(sprite).not.toMatch(/stroke-width|class="lucide/);
  });
});
