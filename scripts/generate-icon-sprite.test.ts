import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_SPRITE_PATH, iconNames, LUCIDE_VERSION } from "../lib/icons";
import { iconShapes, iconSources, spriteMarkup } from "./generate-icon-sprite";

describe("the icon sprite", () => {
  const sprite = spriteMarkup();

  it("holds one symbol per icon name, each with lucide's shapes", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids).toEqual([...iconNames]);
    for (const name of iconNames) {
      const shapes = iconShapes(iconSources[name]);
      expect(shapes).toMatch(/^<(path|circle|rect|line|polyline|polygon) /);
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`);
    }
  });

  it("leaves stroke settings to the <svg> that uses it, so strokeWidth can vary", () => {
    expect(sprite).not.toMatch(/stroke-width|class="lucide/);
  });

  it("is named for the lucide release in package.json", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const pinned = pkg.dependencies?.["lucide-react"] ?? pkg.devDependencies?.["lucide-react"];
    expect(pinned).toBe(LUCIDE_VERSION);
    expect(ICON_SPRITE_PATH).toMatch(/^\/sprite\/icons-[0-9a-z]+\.svg$/);
  });
});
