"use client";

import { useId, useRef, useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { useUiWords } from "@/components/i18n/lang-provider";
import { useDialogOpen } from "./use-dialog-open";
import { usePhoneSheet, useSheetAside } from "./use-phone-sheet";

type Props = {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  /** The dialog's id: rendered from the start, it shows in place as a link's target until opened. */
  anchor?: string;
  /**
   * On phones, open as a sheet at the bottom that leaves the page usable: not modal, no focus taken
   * until the visitor moves in, clear of the quick-contact bar and out of the way of a focused field.
   */
  sheetOnPhones?: boolean;
  children: ReactNode;
};

// Only dialogs that can become a sheet carry these: the others are in every page's HTML.
const SHEET_CLASSES =
  "data-sheet:fixed data-sheet:inset-x-0 data-sheet:bottom-[calc(var(--spacing-bar)+1px)] data-sheet:z-40 data-sheet:mb-0 " +
  "data-sheet:max-h-[50dvh] data-sheet:w-full data-sheet:rounded-b-none data-sheet:border-t data-sheet:border-stone-500/30 " +
  "data-aside:invisible sm:data-sheet:right-16 sm:data-sheet:bottom-0 sm:data-sheet:w-auto";

const DIALOG_CLASSES =
  "m-auto w-[min(100%-1.5rem,32rem)] max-h-[min(100dvh-1.5rem,46rem)] overflow-y-auto rounded-2xl bg-ivory-50 p-0 text-ink shadow-float";

type BodyProps = {
  titleId: string;
  descId: string;
  title: string;
  description?: string;
  onCloseClick: () => void;
  children: ReactNode;
};

/** The close button, title, optional description and content inside the dialog. */
function ModalBody({ titleId, descId, title, description, onCloseClick, children }: BodyProps) {
  const closeLabel = useUiWords().interface.dialogClose;
  return (
    <div className="relative p-6 sm:p-8">
      <button
        type="button"
        data-dialog-close=""
        aria-label={closeLabel}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink/5"
        onClick={onCloseClick}
      >
        <Icon name="x" className="size-5" />
      </button>
      <h2 id={titleId} className="pr-10 font-display text-2xl font-semibold">
        {title}
      </h2>
      {description ? (
        <p id={descId} className="mt-2 text-sm text-stone-600">
          {description}
        </p>
      ) : null}
      <div className="mt-5">{children}</div>
    </div>
  );
}

/**
 * Accessible modal on the native <dialog>: the browser traps focus and makes the page inert,
 * Esc closes it, a click on the backdrop closes it, and focus goes back to whatever opened it.
 * It is rendered from the first time it opens, or from the start when links lead to it (anchor).
 */
export function Modal({
  open,
  title,
  description,
  onClose,
  anchor,
  sheetOnPhones = false,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();
  // Without an anchor the dialog joins the DOM on first open, not the prerendered HTML: closed, it
  // cannot be seen or reached. Then it stays, so anything typed survives a close and reopen.
  const [mounted, setMounted] = useState(open || anchor !== undefined);
  if (open && !mounted) setMounted(true);
  const sheet = usePhoneSheet(open, sheetOnPhones);
  useDialogOpen(ref, { open, mounted, sheet, onClose });
  const aside = useSheetAside(ref, sheet, open);

  if (!mounted) return null;
  return (
    // The backdrop is the dialog element itself; clicks on its content never reach this handler.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={anchor}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      data-sheet={sheet ? "" : undefined}
      data-aside={sheet && aside ? "" : undefined}
      className={`${DIALOG_CLASSES}${sheetOnPhones ? ` ${SHEET_CLASSES}` : ""}`}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      // A modal dialog closes on Esc by itself; a sheet is not modal, so it listens while focus is in it.
      onKeyDown={(event) => {
        if (sheet && event.key === "Escape") ref.current?.close();
      }}
    >
      <ModalBody
        titleId={titleId}
        descId={descId}
        title={title}
        description={description}
        onCloseClick={() => ref.current?.close()}
      >
        {children}
      </ModalBody>
    </dialog>
  );
}
