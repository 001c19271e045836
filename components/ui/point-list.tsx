import type { IconName } from "@/lib/ui/icons";
import { Icon } from "./icon";

type Props = {
  points: readonly string[];
  icon: IconName;
  /** The list's own spacing and type. */
  className: string;
  /** Between each point's icon and its words. */
  gap: string;
  /** The icon's size. */
  size: string;
};

/** Short points, each after a brass icon that keeps to the first line of its words. */
export function PointList({ points, icon, className, gap, size }: Props) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className={`flex items-start ${gap}`}>
          <Icon name={icon} className={`mt-0.5 shrink-0 text-brass-700 ${size}`} />
          {point}
        </li>
      ))}
    </ul>
  );
}
