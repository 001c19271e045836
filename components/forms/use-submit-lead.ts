import { useRouter } from "next/navigation";
import { useCallback, useRef, type Dispatch } from "react";
import type { LeadExtras } from "@/lib/leads/client";
import { rejectedAlert, salesOptionLabel, type AnyLeadFormDef } from "@/lib/leads/forms";
import { chosenOptions, fallbackLead } from "@/lib/leads/chosen-options";
import { useLang, useUiWords } from "@/components/i18n/lang-provider";
import { leadIdKeeper } from "@/lib/leads/lead-id";
import type { LeadFormAction } from "./lead-form-state";
import { describeFailure, type LeadFailure, type Submission } from "./lead-submit-steps";

/** What a submit needs once the fields pass, fetched on first focus or submit, never with the page. */
export const loadSend = () => import("./lead-send");

type SubmitLeadDeps = {
  form: AnyLeadFormDef;
  dispatch: Dispatch<LeadFormAction>;
  /** The captcha's answer to send, or null when it still needs solving. */
  answerCaptcha: () => { response?: string } | null;
  resetCaptcha: () => void;
  onSuccess?: () => void;
  fixedExtras?: LeadExtrasSource;
};

/** A lead's fixed fields, or where to read them at submit (a dialog's, which change as it opens). */
export type LeadExtrasSource = LeadExtras | (() => LeadExtras | undefined);

/** After the fields pass: the later steps load (lead-send.ts), or the submit fails as a send would. */
export function useSubmitLead({
  form,
  dispatch,
  answerCaptcha,
  resetCaptcha,
  onSuccess,
  fixedExtras,
}: SubmitLeadDeps) {
  const router = useRouter();
  const lang = useLang();
  const ui = useUiWords();
  const words = ui.forms;
  // A retry after a failure keeps the lead's id; the form's next lead gets a new one.
  const leadIds = useRef(leadIdKeeper()).current;

  return useCallback(
    async (element: HTMLFormElement, submission: Submission) => {
      const extras = typeof fixedExtras === "function" ? fixedExtras() : fixedExtras;
      const unit = { label: ui.leadFallback.fields.unit, value: extras?.unit_type };
      const options = chosenOptions(form.fields, submission.data, unit, salesOptionLabel);
      /** Not sent: said so (the contact form in its status line, the others alert), the way out offered. */
      const fail = (failure: LeadFailure) => {
        console.error(`[lead] ${form.id} form: ${describeFailure(failure)}`);
        dispatch({ type: "failed", fallback: fallbackLead(form.id, submission.contact, options) });
        if (form.status) return;
        window.alert(
          failure.kind === "rejected"
            ? rejectedAlert(failure.message, words.alerts.rejectedFallback, lang)
            : form.networkAlert,
        );
      };
      // Fetched on the first focus; a connection lost since then fails the submit as a send would.
      const steps = await loadSend().catch(() => null);
      if (!steps) return fail({ kind: "unloaded" });
      await steps.completeSubmit(
        {
          form,
          dispatch,
          resetCaptcha,
          onSuccess,
          extras,
          navigate: (href) => router.push(href),
        },
        { element, submission, options, lang, answerCaptcha, leadIds, fail },
        words.phoneInvalid,
      );
    },
    [
      answerCaptcha,
      resetCaptcha,
      onSuccess,
      router,
      form,
      lang,
      words,
      ui,
      fixedExtras,
      leadIds,
      dispatch,
    ],
  );
}
