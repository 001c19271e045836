/**
 * The success path, also taken for a trapped bot and a repeated lead so neither learns a thing.
 * Loaded with a submit's later steps (lead-send.ts), never with the page.
 */
import type { Dispatch } from "react";
import { countLead } from "@/lib/ads/gtag";
import { readUserData } from "@/lib/ads/enhanced-conversions";
import { sessionStore } from "@/lib/leads/attribution";
import { withLeadQuery } from "@/lib/leads/lead-id";
import type { AnyLeadFormDef } from "@/lib/leads/forms";
import { chosenDownload } from "@/lib/leads/chosen-download";
import type { LeadExtras } from "@/lib/leads/client";
import { markAutoPopupSeen } from "@/lib/leads/session";
import { findSlot, rememberVisit, visitStore } from "@/lib/buyer/site-visit";
import { visitTypes } from "@/lib/content/site-visit";
import { visitRef } from "@/lib/leads/visit-ref";
import type { LeadFormAction } from "./lead-form-state";

/** What the success path needs from the form's hooks (use-submit-lead.ts). */
export type SuccessContext = {
  form: AnyLeadFormDef;
  dispatch: Dispatch<LeadFormAction>;
  resetCaptcha: () => void;
  onSuccess?: () => void;
  extras?: LeadExtras;
  /** The router's push: /thank-you without a full load. */
  navigate: (href: string) => void;
};

export function leadSucceeded(
  { form, dispatch, resetCaptcha, onSuccess, extras, navigate }: SuccessContext,
  element: HTMLFormElement,
  leadId: string | null,
) {
  markAutoPopupSeen();
  resetCaptcha();
  dispatch({ type: "sent" });
  const success = form.success;
  if (success.kind === "thank-you") {
    const data = new FormData(element);
    const slot = findSlot(String(data.get("visit_slot") ?? ""));
    const type = visitTypes.find((candidate) => candidate === data.get("visit_type"));
    rememberVisit(
      visitStore(),
      form.remembersVisit && slot
        ? {
            date: String(data.get("visit_date") ?? ""),
            slot,
            type: type ?? visitTypes[0],
            ref: leadId ? visitRef(leadId) : undefined,
          }
        : null,
    );
    element.reset();
    onSuccess?.();
    // /thank-you counts the lead it names; a trapped bot or a repeat names none and counts nothing.
    navigate(leadId ? withLeadQuery(success.path, leadId) : success.path);
    return;
  }
  // Forms that stay on the page count their lead here, as /thank-you would.
  if (leadId) countLead(leadId, readUserData(sessionStore()));
  if (success.kind === "download") {
    window.alert(success.alert);
    element.reset();
    onSuccess?.();
    const file = chosenDownload(success, extras);
    downloadFile(file.href, file.fileName);
  } else {
    element.reset();
    onSuccess?.();
  }
}

/** The brochure download: an <a download> click, so the PDF saves under the project's name. */
function downloadFile(href: string, fileName: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
