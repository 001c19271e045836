import type { LeadExtras } from "./client";
import type { SuccessAction } from "./forms";

type Download = Extract<SuccessAction, { kind: "download" }>;

/** The file a download form gives: the one its lead's extra chooses, else the form's own. */
export function chosenDownload(success: Download, extras: LeadExtras | undefined) {
  const choice = success.fileBy;
  const chosen = choice ? choice.files[extras?.[choice.extra] ?? ""] : undefined;
  return chosen ?? { href: success.href, fileName: success.fileName };
}
