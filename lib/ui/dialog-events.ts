import type { DialogKind } from "../content/navigation";

/**
 * Buttons anywhere on the page open the one dialog host in the root layout through a window
 * event, so a server-rendered section only needs a tiny client button, not a context provider.
 */
export const OPEN_DIALOG_EVENT = "nirala:open-dialog";

/**
 * The id of each dialog on every page: until React hydrates, its openers are links to it and the
 * closed dialog shows in place as the link's target (styles/site.css), so its form can be sent.
 */
export const dialogAnchors: Record<DialogKind, string> = {
  enquiry: "enquire",
  contact: "contact-form",
  brochure: "brochure",
  floorPlan: "floor-plan-form",
};

/**
 * Until React hydrates, a dialog link carries its opening's extras in this attribute, as JSON. The
 * inline lead-fields script (lib/inline/plain-post.ts) copies the last followed link's onto
 * its dialog, for the plain post and for the hydrated form that takes the dialog over.
 */
export const LEAD_EXTRAS_ATTRIBUTE = "data-lead-extras";

/** The last opening's extras (a price breakup's unit type), under its dialog's id. */
type DialogExtras = Partial<Record<string, Record<string, string>>>;

/** The extras a link left on the dialog the address targets, read once React takes its form over. */
export function targetedDialogExtras(): DialogExtras | undefined {
  const dialog = globalThis.document?.querySelector(`dialog:target[${LEAD_EXTRAS_ATTRIBUTE}]`);
  // JSON the page's own script copied from the page's own links.
  return dialog
    ? { [dialog.id]: JSON.parse(dialog.getAttribute(LEAD_EXTRAS_ATTRIBUTE)!) }
    : undefined;
}

/** `extras`: fields the lead from this opening carries, such as the unit type asked about. */
export type OpenDialogDetail = { kind: DialogKind; extras?: Record<string, string> };

/** Asks the dialog host to open a dialog; false when no host has taken it (none listening yet). */
export function openDialog(kind: DialogKind, extras?: Record<string, string>): boolean {
  return !window.dispatchEvent(
    new CustomEvent<OpenDialogDetail>(OPEN_DIALOG_EVENT, {
      detail: { kind, extras },
      cancelable: true,
    }),
  );
}
