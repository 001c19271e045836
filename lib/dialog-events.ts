import type { DialogKind } from "./content/navigation";

/**
 * Buttons anywhere on the page open the one dialog host in the root layout through a window
 * event, so a server-rendered section only needs a tiny client button, not a context provider.
 */
export const OPEN_DIALOG_EVENT = "nirala:open-dialog";

export type OpenDialogDetail = { kind: DialogKind };

export function openDialog(kind: DialogKind): void {
  window.dispatchEvent(new CustomEvent<OpenDialogDetail>(OPEN_DIALOG_EVENT, { detail: { kind } }));
}
