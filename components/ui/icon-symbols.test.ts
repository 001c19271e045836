import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { icons } from "lucide-react";
import { describe, expect, it } from "vitest";
import { iconId, iconNames, type IconName } from "@/lib/ui/icons";
import { firstScreenIcons, laterIcons } from "@/lib/ui/page-order";
import { IconSymbols } from "./icon-symbols";

/** The inside of lucide's own <svg> for an icon, as its React component (Building2 now BuildingComplex) renders it. */
function lucideShapes(name: IconName): string {
  const pascal = name.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());
  const component = icons[(name === "building" ? "BuildingComplex" : pascal) as keyof typeof icons];
  return renderToStaticMarkup(createElement(component)).replace(/^<svg[^>]*>|<\/svg>$/g, "");
}

describe("the icon symbols", async () => {
  // The page's two sprites, the first screen's and the rest, together.
  const markup = [
    renderToStaticMarkup(await IconSymbols({ names: firstScreenIcons })),
    renderToStaticMarkup(await IconSymbols({ names: laterIcons })),
  ].join("");

  it("holds one symbol per icon name, each with lucide's shapes", () => {
    const ids = [...markup.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect([...ids].sort()).toEqual(iconNames.map(iconId).sort());
    for (const name of iconNames) {
      expect(lucideShapes(name)).toMatch(/^<(path|circle|rect|line|polyline|polygon) /);
      expect(markup).toContain(
        `<symbol id="${iconId(name)}" viewBox="0 0 24 24">${lucideShapes(name)}</symbol>`,
      );
    }
  });

  it("leaves stroke settings to the <svg> that uses it, so strokeWidth can vary", () => {
    expect(markup).not.toMatch(/stroke-width|class="lucide/);
  });
});
