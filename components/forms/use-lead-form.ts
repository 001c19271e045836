import { useRouter } from "next/navigation";
import { useCallback, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { leadContext, sessionStore } from "@/lib/leads/attribution";
import { project } from "@/lib/content/project";
import {
  leadEmail,
  leadFormTitles,
  phoneCheck,
  spamTrap,
  unitTypeLabel,
} from "@/lib/content/lead-extras";
import { rememberLeadTransaction } from "@/lib/ads/gtag";
import { sendFormDataLead, sendJsonLead, type LeadExtras } from "@/lib/leads/client";
import { leadSubject } from "@/lib/leads/email";
import {
  blankContactFields,
  blankFieldMessages,
  rejectedAlert,
  type FieldName,
  type LeadFormDef,
} from "@/lib/leads/forms";
import { marketingConsent } from "@/lib/content/form-copy";
import { localStore, markAutoPopupSeen, setLeadTrapped } from "@/lib/leads/session";
import { settings } from "@/lib/settings";
import { findSlot, isBookableDate, rememberVisit, visitStore } from "@/lib/buyer/site-visit";
import { storageKeys } from "@/lib/storage-keys";
import type { FallbackLead } from "@/lib/leads/whatsapp";
import {
  chosenOptions,
  describeFailure,
  downloadFile,
  fingerprintOrNull,
  focusField,
  loadChecks,
} from "./lead-submit-steps";
import { useHcaptcha } from "./use-hcaptcha";

/** Fields sent as they are, beside the contact details: the visit's date and slot. */
const PASSED_THROUGH = new Set<FieldName>(["visit_date", "visit_slot"]);

/**
 * Shared behaviour of every lead form: read the fields, check them, send through the lead client,
 * then run the form's success action or show its failure message and the WhatsApp way out. Values
 * stay in the fields on failure (the inputs are uncontrolled and only reset on success), and a
 * ref guard drops any second submit while one is in flight, even before the button re-renders.
 */
export function useLeadForm(form: LeadFormDef, onSuccess?: () => void, fixedExtras?: LeadExtras) {
  const router = useRouter();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [fallback, setFallback] = useState<FallbackLead | null>(null);
  const {
    answer: answerCaptcha,
    reset: resetCaptcha,
    start: startCaptcha,
    containerRef: captchaRef,
    enabled: captchaEnabled,
    error: captchaError,
  } = useHcaptcha();
  // Until hydration the submit button stays disabled: a native submit would put the visitor's
  // details in a URL and leave the page; what they type meanwhile is kept.
  const hydrated = useHydrated();

  /** The success path, also taken for a trapped bot and a repeated lead so neither learns a thing. */
  const succeed = useCallback(
    (element: HTMLFormElement, newLead: boolean) => {
      markAutoPopupSeen();
      resetCaptcha();
      const success = form.success;
      if (success.kind === "thank-you") {
        if (newLead) rememberLeadTransaction();
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
        if (form.status) setStatus(form.status.sent);
        element.reset();
        onSuccess?.();
      }
    },
    [resetCaptcha, form, onSuccess, router],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      const element = event.currentTarget;
      const data = new FormData(element);
      const read = (name: string) => {
        const value = data.get(name);
        return typeof value === "string" ? value.trim() : "";
      };
      const contact = { name: read("name"), email: read("email"), phone: read("phone") };
      const consent =
        read(marketingConsent.name) === marketingConsent.yes
          ? marketingConsent.yes
          : marketingConsent.no;
      setFallback(null);

      // Spaces pass the browser's `required`, so blank fields are refused here, before any send.
      const blank = blankContactFields(contact);
      // A date typed past the picker's min/max is refused here, before anything is sent.
      const outOfWindow = form.fields.flatMap((field) =>
        field.control === "date" && !isBookableDate(read(field.name), new Date())
          ? [[field.name, field.outOfWindow] as const]
          : [],
      );
      setErrors(
        Object.fromEntries([
          ...blank.map((name) => [name, blankFieldMessages[name]] as const),
          ...outOfWindow,
        ]),
      );
      const invalid = [...blank, ...outOfWindow.map(([name]) => name)];
      if (invalid.length > 0) {
        if (blank.length > 0 && form.validation === "alert") window.alert(form.missingAlert);
        focusField(element, invalid[0] ?? "name");
        return;
      }

      inFlight.current = true;
      const checks = await loadChecks();
      const e164 = checks.phoneE164(contact.phone, phoneCheck.defaultCountry);
      if (!e164) {
        inFlight.current = false;
        setErrors({ phone: phoneCheck.invalid });
        focusField(element, "phone");
        return;
      }
      const captchaAnswer = answerCaptcha();
      if (!captchaAnswer) {
        inFlight.current = false;
        return;
      }

      // A filled trap is a bot: it gets the visitor's success path and nothing is sent.
      const trapped = read(spamTrap.name) !== "";
      setLeadTrapped(trapped);
      if (trapped) {
        inFlight.current = false;
        succeed(element, false);
        return;
      }

      const fingerprint = await fingerprintOrNull(checks, form, contact.email, e164);
      const store = localStore();
      if (
        fingerprint &&
        checks.sentRecently(store, storageKeys.sentLeads, fingerprint, Date.now())
      ) {
        inFlight.current = false;
        succeed(element, false);
        return;
      }
      if (settings.googleAds?.enhancedConversions) {
        try {
          checks.storeUserData(sessionStore(), await checks.userDataHashes(contact.email, e164));
        } catch {
          // No SubtleCrypto (an insecure context): the conversion counts without match data.
        }
      }

      setPending(true);
      if (form.status) setStatus(form.status.sending);

      // The unit a "Get price breakup" button chose names the lead like a chosen option.
      const options = [
        ...chosenOptions(form, data),
        ...(fixedExtras?.unit_type
          ? [{ option: fixedExtras.unit_type, line: `${unitTypeLabel}: ${fixedExtras.unit_type}` }]
          : []),
      ];
      const envelope = {
        subject: leadSubject(
          project.name,
          leadFormTitles[form.id],
          options.map((chosen) => chosen.option),
        ),
        fromName: leadEmail.fromName,
        phoneE164: e164,
        captchaResponse: captchaAnswer.response,
      };
      const passed = form.fields
        .filter((field) => PASSED_THROUGH.has(field.name))
        .map((field) => [field.name, read(field.name)] as const);
      const extras = {
        ...leadContext(sessionStore(), window.location),
        ...fixedExtras,
        ...Object.fromEntries(passed),
      };
      const hasBudget = form.fields.some((field) => field.name === "budget");
      const outcome =
        form.transport === "json"
          ? await sendJsonLead({
              contact,
              marketingConsent: consent,
              source: form.source,
              ...(hasBudget ? { budget: read("budget") } : {}),
              envelope,
              extras,
            })
          : await sendFormDataLead({
              contact,
              marketingConsent: consent,
              message: read("message"),
              envelope,
              extras: { ...extras, source: form.source },
            });

      inFlight.current = false;
      setPending(false);

      if (outcome.kind !== "ok") {
        console.error(`[lead] ${form.id} form: ${describeFailure(outcome)}`);
        if (form.status) setStatus(form.status.failed);
        else if (outcome.kind === "rejected") window.alert(rejectedAlert(outcome.message));
        else window.alert(form.networkAlert);
        setFallback({
          ...contact,
          details: options.map((chosen) => chosen.line),
          formTitle: leadFormTitles[form.id],
        });
        return;
      }

      if (fingerprint)
        checks.rememberSent(localStore(), storageKeys.sentLeads, fingerprint, Date.now());
      succeed(element, true);
    },
    [answerCaptcha, form, succeed, fixedExtras],
  );

  /** Typing in a field clears its error. */
  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    const name = target.name as FieldName;
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const onFieldError = useCallback((name: FieldName, message: string) => {
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  }, []);

  /** The first focus fetches what a submit needs: the phone library and, if set, the captcha. */
  const onFocus = useCallback(() => {
    void loadChecks();
    startCaptcha();
  }, [startCaptcha]);

  return {
    onSubmit,
    onInput,
    onFocus,
    onFieldError,
    errors,
    pending,
    status,
    fallback,
    captcha: { enabled: captchaEnabled, error: captchaError },
    captchaRef,
    ready: hydrated,
  };
}
