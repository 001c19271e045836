"use client";

import type { ReactNode } from "react";
import type { DialogKind } from "@/lib/content/navigation";
import { dialogAnchors, LEAD_EXTRAS_ATTRIBUTE, openDialog } from "@/lib/ui/dialog-events";
import { useHydrated } from "./use-hydrated";

type Props = {
  kind: DialogKind;
  className?: string;
  children: ReactNode;
  onOpen?: () => void;
  /** Fields the lead sent from the dialog carries, e.g. the unit type of a price breakup. */
  extras?: Record<string, string>;
};

/**
 * The only client code a section needs to open a form dialog. Until React hydrates (or without
 * JavaScript) it is a link to the dialog's form, shown in place; then the button that opens it.
 */
export function OpenDialogButton({ kind, className, children, onOpen, extras }: Props) {
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <a
        href={`#${dialogAnchors[kind]}`}
        className={className}
        // No extras, no attribute: JSON.stringify(undefined) is undefined.
        {...{ [LEAD_EXTRAS_ATTRIBUTE]: JSON.stringify(extras) }}
        // Hydrated but not yet swapped for the button (a frame), it opens the dialog once the
        // dialog's host listens; until then it stays the link to the form in place.
        onClick={(event) => {
          if (!openDialog(kind, extras)) return;
          event.preventDefault();
          onOpen?.();
        }}
      >
        {children}
      </a>
    );
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => {
        onOpen?.();
        openDialog(kind, extras);
      }}
    >
      {children}
    </button>
  );
}
