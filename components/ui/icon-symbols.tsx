import type lucideIcons from "lucide-react/dynamicIconImports";
import { iconId, type IconName } from "@/lib/ui/icons";

// Our names are lucide's, except where lucide renamed the icon (Building2).
const LUCIDE_NAMES: Partial<Record<IconName, keyof typeof lucideIcons>> = {
  building: "building-complex",
};

/** These icons' symbols, once per page, for <Icon> to draw (lib/ui/icons.ts says why inline). */
export async function IconSymbols({ names }: { names: readonly IconName[] }) {
  // Left to Node, not bundled: lucide's client-side Icon component must not reach the pages' JavaScript.
  const lucide = (await import(/* webpackIgnore: true */ "lucide-react/dynamicIconImports"))
    .default;
  const symbols = await Promise.all(
    names.map(async (name) => {
      // The data lucide's own DynamicIcon draws: public and typed, without rendering a component.
      const { node } = (await lucide[LUCIDE_NAMES[name] ?? name]()).__iconData;
      const shapes = node.map(([tag, attributes]) => {
        const pairs = Object.entries(attributes).filter(([attribute]) => attribute !== "key");
        return `<${tag} ${pairs.map(([attribute, value]) => `${attribute}="${String(value)}"`).join(" ")}></${tag}>`;
      });
      return `<symbol id="${iconId(name)}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
    }),
  );
  // One string in the page's payload too: as elements, every shape would repeat its attribute names there.
  return (
    <svg
      aria-hidden="true"
      className="hidden"
      dangerouslySetInnerHTML={{ __html: symbols.join("") }}
    />
  );
}
