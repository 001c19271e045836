"use client";

import { memo, useEffect, useMemo, useState, type ComponentProps } from "react";
import type { DialogKind } from "@/lib/content/navigation";
import type { AnyLeadFormDef } from "@/lib/leads/forms";
import {
  dialogAnchors,
  OPEN_DIALOG_EVENT,
  targetedDialogExtras,
  type OpenDialogDetail,
} from "@/lib/ui/dialog-events";
import { Modal } from "@/components/ui/modal";
import { useReadySignal } from "@/components/ui/use-ready-signal";
import { HydrationUnit } from "@/components/ui/hydration-unit";
import { DeferredLeadForm } from "@/components/forms/deferred-lead-form";

/** One dialog a host holds: its lead form and the title and line above it. */
type HostedDialog = { kind: DialogKind; form: AnyLeadFormDef; title: string; description: string };

/**
 * A mount point for form dialogs, their forms and words from the server: the layout's (DialogHost)
 * and a page's own (the plans page's floor plans). Opening one dialog closes any another host has open.
 */
export function PageDialogs({ dialogs }: { dialogs: readonly HostedDialog[] }) {
  const kinds = useMemo(() => dialogs.map(({ kind }) => kind), [dialogs]);
  const [open, setOpen] = useState<DialogKind | null>(null);
  // The last opening's extras, for that dialog's form: a price breakup's unit type. A link followed
  // before hydration left its form in place, now React's: the first render reads what it left.
  const [opening, setOpening] = useState(targetedDialogExtras);
  // Mounted on every page, so the page-wide "interactive" signal lives here (both hosts, one commit).
  useReadySignal();

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenDialogDetail>).detail;
      // Says the dialog was taken, so the opener need not fall back to its link.
      if (kinds.includes(detail.kind)) event.preventDefault();
      setOpen(detail.kind);
      setOpening({ [dialogAnchors[detail.kind]]: detail.extras });
    };
    window.addEventListener(OPEN_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_DIALOG_EVENT, onOpen);
  }, [kinds]);

  // Each dialog closes only itself: a late "close" event from the dialog just shut must not shut
  // the one the visitor opened right after it.
  const closers = useMemo(
    () =>
      Object.fromEntries(
        kinds.map((kind) => [
          kind,
          () => setOpen((current) => (current === kind ? null : current)),
        ]),
      ) as Record<DialogKind, () => void>,
    [kinds],
  );

  return (
    <>
      {dialogs.map(({ kind, form, title, description }) => (
        <Modal
          key={kind}
          open={open === kind}
          title={title}
          description={description}
          onClose={closers[kind]}
          anchor={dialogAnchors[kind]}
        >
          {/* The contact form stays open after sending so its status line can be read. */}
          <DialogForm
            form={form}
            label={title}
            extras={opening?.[dialogAnchors[kind]]}
            onSuccess={kind === "contact" ? undefined : closers[kind]}
          />
        </Modal>
      ))}
    </>
  );
}

/**
 * A dialog's form, hydrated on its own: the tap that opens the dialog pays for the dialog, and the
 * form hydrates after it (or at the first tap in it), unless what the form sends has changed.
 */
const DialogForm = memo(function DialogForm(props: ComponentProps<typeof DeferredLeadForm>) {
  return (
    <HydrationUnit>
      <DeferredLeadForm {...props} />
    </HydrationUnit>
  );
});
