import type { ReactNode } from "react";
import { Icon } from "./icon";

type Props = { href: string; className: string; iconClassName: string; children: ReactNode };

/** A link to another site, opened in a new tab, with the icon that says so. */
export function ExternalLink({ href, className, iconClassName, children }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <Icon name="external-link" className={iconClassName} />
    </a>
  );
}
