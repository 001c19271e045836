import { useCallback, useReducer, useRef, type FormEvent } from "react";
import type { FieldName, AnyLeadFormDef } from "@/lib/leads/forms";
import { useUiWords } from "@/components/i18n/lang-provider";
import { initialLeadFormState, leadFormReducer } from "./lead-form-state";
import { checkFields, focusField, readSubmission, type Submission } from "./lead-submit-steps";
import { useHcaptcha } from "./use-hcaptcha";
import { loadSend, useSubmitLead, type LeadExtrasSource } from "./use-submit-lead";

/**
 * Shared behaviour of every lead form: a submit checks the fields, drops a trapped bot and a
 * repeated lead onto the success path, sends through the lead client, then runs the form's success
 * action or shows its failure message and the WhatsApp way out. Values stay in the fields on
 * failure: the inputs are uncontrolled and only reset on success.
 */
export function useLeadForm(
  form: AnyLeadFormDef,
  onSuccess?: () => void,
  fixedExtras?: LeadExtrasSource,
) {
  const words = useUiWords().forms;
  // A ref, not state: a second click can land before the button re-renders disabled.
  const inFlight = useRef(false);
  const [state, dispatch] = useReducer(leadFormReducer, initialLeadFormState);
  const captcha = useHcaptcha();
  const { answer: answerCaptcha, reset: resetCaptcha, start: startCaptcha } = captcha;

  const submitLead = useSubmitLead({
    form,
    dispatch,
    answerCaptcha,
    resetCaptcha,
    onSuccess,
    fixedExtras,
  });

  /** Fields the browser let through but a lead cannot carry: marked, focused, nothing sent. */
  const refuseFields = useCallback(
    (element: HTMLFormElement, submission: Submission) => {
      const checked = checkFields(form, words.blank, submission);
      dispatch({ type: "checked", errors: checked.errors });
      if (!checked.firstInvalid) return false;
      if (checked.anyBlank && form.validation === "alert") window.alert(form.missingAlert);
      focusField(element, checked.firstInvalid);
      return true;
    },
    [form, words],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      const element = event.currentTarget;
      const submission = readSubmission(element);
      // Checked before the guard is taken: this step awaits nothing.
      if (refuseFields(element, submission)) return;
      inFlight.current = true;
      try {
        await submitLead(element, submission);
      } finally {
        inFlight.current = false;
      }
    },
    [refuseFields, submitLead],
  );

  /** Changing a field clears its error. */
  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement)
      dispatch({ type: "field-edited", name: target.name as FieldName });
  }, []);

  /** The first focus fetches what a submit needs: its later steps and, if set, the captcha. */
  const onFocus = useCallback(() => {
    // Offline, it fails quietly here: the submit asks again and says so.
    loadSend().catch(() => undefined);
    startCaptcha();
  }, [startCaptcha]);

  /** A field's own check (the browser's) refused it: say why next to it. */
  const reportError = useCallback((name: FieldName, message: string) => {
    dispatch({ type: "field-refused", name, message });
  }, []);

  const sending = state.status === "sending";
  return {
    /** Handlers for the <form> element. */
    formProps: { onSubmit, onInput, onFocus },
    errors: state.errors,
    reportError,
    button: {
      label: sending ? form.pendingLabel : form.submitLabel,
      disabled: sending,
    },
    /** The contact form's live status line. */
    statusText: form.status && state.status !== "idle" ? form.status[state.status] : null,
    fallback: state.fallback,
    captcha: { enabled: captcha.enabled, error: captcha.error, container: captcha.containerRef },
  };
}
