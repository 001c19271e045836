import { useRouter } from "next/navigation";
import { useCallback, useReducer, useRef, type FormEvent } from "react";
import { phoneCheck } from "@/lib/content/lead-extras";
import { rememberLeadTransaction } from "@/lib/ads/gtag";
import type { LeadExtras } from "@/lib/leads/client";
import { rejectedAlert, type FieldName, type LeadFormDef } from "@/lib/leads/forms";
import { useLang, useUiWords } from "@/components/i18n/lang-provider";
import { leadIdKeeper } from "@/lib/leads/lead-id";
import { markAutoPopupSeen, setLeadTrapped } from "@/lib/leads/session";
import { findSlot, rememberVisit, visitStore } from "@/lib/buyer/site-visit";
import { initialLeadFormState, leadFormReducer } from "./lead-form-state";
import {
  checkFields,
  chosenOptions,
  describeFailure,
  downloadFile,
  fallbackLead,
  fingerprintOrNull,
  focusField,
  leadKey,
  loadChecks,
  readSubmission,
  rememberSent,
  type Submission,
  sendLead,
  sentRecently,
  storeConversionHashes,
} from "./lead-submit-steps";
import { useHcaptcha } from "./use-hcaptcha";

/**
 * Shared behaviour of every lead form: a submit checks the fields, drops a trapped bot and a
 * repeated lead onto the success path, sends through the lead client, then runs the form's success
 * action or shows its failure message and the WhatsApp way out. Values stay in the fields on
 * failure: the inputs are uncontrolled and only reset on success.
 */
export function useLeadForm(form: LeadFormDef, onSuccess?: () => void, fixedExtras?: LeadExtras) {
  const router = useRouter();
  const lang = useLang();
  const ui = useUiWords();
  const words = ui.forms;
  // A ref, not state: a second click can land before the button re-renders disabled.
  const inFlight = useRef(false);
  // A retry after a failure keeps the lead's id; the form's next lead gets a new one.
  const leadIds = useRef(leadIdKeeper()).current;
  const [state, dispatch] = useReducer(leadFormReducer, initialLeadFormState);
  const captcha = useHcaptcha();
  const { answer: answerCaptcha, reset: resetCaptcha, start: startCaptcha } = captcha;

  /** The success path, also taken for a trapped bot and a repeated lead so neither learns a thing. */
  const succeed = useCallback(
    (element: HTMLFormElement, leadId: string | null) => {
      markAutoPopupSeen();
      resetCaptcha();
      dispatch({ type: "sent" });
      const success = form.success;
      if (success.kind === "thank-you") {
        if (leadId) rememberLeadTransaction(leadId);
        const data = new FormData(element);
        const slot = findSlot(String(data.get("visit_slot") ?? ""));
        rememberVisit(
          visitStore(),
          form.remembersVisit && slot ? { date: String(data.get("visit_date") ?? ""), slot } : null,
        );
        element.reset();
        onSuccess?.();
        router.push(success.path);
      } else if (success.kind === "download") {
        window.alert(success.alert);
        element.reset();
        onSuccess?.();
        downloadFile(success.href, success.fileName);
      } else {
        element.reset();
        onSuccess?.();
      }
    },
    [resetCaptcha, form, onSuccess, router],
  );

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

  /** After the fields pass: phone and captcha, spam trap, duplicate guard, send, then the outcome. */
  const submitLead = useCallback(
    async (element: HTMLFormElement, submission: Submission) => {
      const checks = await loadChecks();
      const e164 = checks.phoneE164(submission.contact.phone, phoneCheck.defaultCountry);
      if (!e164) {
        dispatch({ type: "checked", errors: { phone: words.phoneInvalid } });
        focusField(element, "phone");
        return;
      }
      const captchaAnswer = answerCaptcha();
      if (!captchaAnswer) return;

      // A filled trap is a bot: it gets the visitor's success path and nothing is sent.
      setLeadTrapped(submission.trapped);
      if (submission.trapped) return succeed(element, null);

      const fingerprint = await fingerprintOrNull(checks, form, submission.contact.email, e164);
      if (sentRecently(checks, fingerprint)) return succeed(element, null);

      await storeConversionHashes(checks, submission.contact.email, e164);
      dispatch({ type: "sending" });
      const options = chosenOptions(
        form,
        submission.data,
        ui.leadFallback.fields.unit,
        fixedExtras,
      );
      const leadId = leadIds.idFor(leadKey(form, submission));
      const outcome = await sendLead(
        form,
        lang,
        submission,
        { e164, captchaResponse: captchaAnswer.response, options, leadId },
        fixedExtras,
      );

      if (outcome.kind === "ok") {
        rememberSent(checks, fingerprint);
        leadIds.settle();
        return succeed(element, leadId);
      }
      console.error(`[lead] ${form.id} form: ${describeFailure(outcome)}`);
      dispatch({ type: "failed", fallback: fallbackLead(form, submission, options) });
      // The contact form says so in its status line; the others alert.
      if (form.status) return;
      window.alert(
        outcome.kind === "rejected"
          ? rejectedAlert(outcome.message, words.alerts.rejectedFallback)
          : form.networkAlert,
      );
    },
    [answerCaptcha, form, lang, words, ui, succeed, fixedExtras, leadIds],
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

  /** The first focus fetches what a submit needs: the phone library and, if set, the captcha. */
  const onFocus = useCallback(() => {
    void loadChecks();
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
