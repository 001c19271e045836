import { useEffect, useRef, type RefObject } from "react";
import {
  showSectionsAfterPaint,
  skipSectionsOutOfSight,
} from "@/components/ui/sections-out-of-sight";

type Options = { open: boolean; mounted: boolean; sheet: boolean; onClose: () => void };

/**
 * Shows and closes the native <dialog> as `open` says, and on every close (Esc, backdrop, button)
 * gives focus back to whatever opened it, unless the visitor has already moved it, and tells the owner.
 */
export function useDialogOpen(
  ref: RefObject<HTMLDialogElement | null>,
  { open, mounted, sheet, onClose }: Options,
) {
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      // The open attribute shows it without moving focus, which show() and showModal() both do.
      if (sheet) dialog.setAttribute("open", "");
      else {
        skipSectionsOutOfSight();
        dialog.showModal();
      }
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [ref, open, mounted, sheet]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      showSectionsAfterPaint();
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      // A busy phone may run the visitor's next tap first: focus they moved elsewhere stays there.
      const active = document.activeElement;
      const lost = !active || active === document.body || dialog.contains(active);
      if (lost && target && target.isConnected) target.focus();
      onClose();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, [ref, onClose, mounted]);
}
