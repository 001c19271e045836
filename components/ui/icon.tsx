import { iconId, type IconName } from "@/lib/ui/icons";

type Props = { name: IconName; className?: string; strokeWidth?: number };

/**
 * A decorative icon from the page's symbols (lib/ui/icons.ts): hidden from assistive technology, sized by
 * className. Stroke settings sit here and reach the symbol's shapes by inheritance, as lucide's do.
 */
export function Icon({ name, className, strokeWidth = 2 }: Props) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
