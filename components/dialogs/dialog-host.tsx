"use client";

import { useCallback, useEffect, useState } from "react";
import type { DialogKind } from "@/lib/content";
import { contact } from "@/lib/content";
import { OPEN_DIALOG_EVENT, type OpenDialogDetail } from "@/lib/dialog-events";
import { dialogCopy } from "@/lib/dialogs";
import { Modal } from "@/components/ui/modal";

/** The single mount point for the form dialogs, opened by OpenDialogButton anywhere on a page. */
export function DialogHost() {
  const [open, setOpen] = useState<DialogKind | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenDialogDetail>).detail;
      setOpen(detail.kind);
    };
    window.addEventListener(OPEN_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_DIALOG_EVENT, onOpen);
  }, []);

  const close = useCallback(() => setOpen(null), []);

  return (
    <>
      {(Object.keys(dialogCopy) as DialogKind[]).map((kind) => (
        <Modal
          key={kind}
          open={open === kind}
          title={dialogCopy[kind].title}
          description={dialogCopy[kind].description}
          onClose={close}
        >
          <p className="text-sm">
            Call{" "}
            <a className="font-semibold underline" href={contact.telHref}>
              {contact.phoneDisplay}
            </a>
          </p>
        </Modal>
      ))}
    </>
  );
}
