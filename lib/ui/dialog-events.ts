import type { DialogKind } from "../content/navigation";

/**
 * Buttons anywhere on the page open the one dialog host in the root layout through a window
 * event, so a server-rendered section only needs a tiny client button, not a context provider.
 */
export const OPEN_DIALOG_EVENT = "nirala:open-dialog";

/**
 * The id of each dialog on every page: until React hydrates, its openers are links to it and the
 * closed dialog shows in place as the link's target (styles/globals.css), so its form can be sent.
 */
export const dialogAnchors: Record<DialogKind, string> = {
  enquiry: "enquire",
  contact: "contact-form",
  brochure: "brochure",
};

/**
 * Until React hydrates, a dialog link carries its opening's extras in this attribute, as JSON, for
 * the inline lead-fields script (lib/leads/plain-post-script.ts) to add to the plain post.
 */
export const LEAD_EXTRAS_ATTRIBUTE = "data-lead-extras";

/** `extras`: fields the lead from this opening carries, such as the unit type asked about. */
export type OpenDialogDetail = { kind: DialogKind; extras?: Record<string, string> };

export function openDialog(kind: DialogKind, extras?: Record<string, string>): void {
  window.dispatchEvent(
    new CustomEvent<OpenDialogDetail>(OPEN_DIALOG_EVENT, { detail: { kind, extras } }),
  );
}
