import type { MouseEvent } from "react";
import type { NavEntry } from "@/lib/content/navigation";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import type { NavLink } from "./use-hash-scroll";

const entryClass = {
  bar: "relative inline-flex min-h-11 items-center px-3 text-sm font-medium tracking-wide transition-colors hover:text-brass-300",
  menu: "flex min-h-12 w-full items-center border-b border-white/10 px-1 text-base font-medium hover:text-brass-300",
};

type Props = {
  variant: "bar" | "menu";
  entries: readonly NavEntry[];
  isActive: (entry: NavEntry) => boolean;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>, entry: NavLink) => void;
  onDialogOpen: () => void;
};

/** The navigation's entries, as the desktop bar or the mobile menu lists them. */
export function NavList({ variant, entries, isActive, onLinkClick, onDialogOpen }: Props) {
  const base = entryClass[variant];
  return (
    <ul className={variant === "bar" ? "flex items-center gap-1" : "flex flex-col"}>
      {entries.map((entry) => {
        if (entry.kind === "dialog") {
          return (
            <li key={entry.label}>
              <OpenDialogButton kind={entry.dialog} className={base} onOpen={onDialogOpen}>
                {entry.label}
              </OpenDialogButton>
            </li>
          );
        }
        const active = isActive(entry);
        return (
          <li key={entry.label}>
            <a
              href={entry.href}
              aria-current={active ? "location" : undefined}
              data-active={active ? "true" : undefined}
              className={`${base} ${active ? "text-brass-300 after:absolute after:inset-x-3 after:bottom-1.5 after:h-0.5 after:bg-brass-400" : ""}`}
              onClick={(event) => onLinkClick(event, entry)}
            >
              {entry.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
