import { useRouter } from "next/navigation";
import { useCallback, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { leadContext, sessionStore } from "@/lib/attribution";
import { rememberLeadTransaction } from "@/lib/gtag";
import {
  sendFormDataLead,
  sendJsonLead,
  type LeadExtras,
  type LeadOutcome,
} from "@/lib/lead-client";
import {
  blankContactFields,
  blankFieldMessages,
  marketingConsent,
  rejectedAlert,
  type FieldName,
  type LeadFormDef,
} from "@/lib/lead-forms";
import { markAutoPopupSeen } from "@/lib/lead-session";
import { findSlot, isBookableDate, rememberVisit, visitStore } from "@/lib/site-visit";

/** Fields sent as they are, beside the contact details: the visit's date and slot. */
const PASSED_THROUGH = new Set<FieldName>(["visit_date", "visit_slot"]);

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

/** Names the failure for the console without any of the visitor's details. */
function describeFailure(outcome: Exclude<LeadOutcome, { kind: "ok" }>): string {
  return outcome.kind === "network"
    ? `network failure (${outcome.cause})`
    : "rejected by the form service";
}

/**
 * Shared behaviour of every lead form: read the fields, send through the lead client, then run the
 * form's success action or show its failure message. Values stay in the fields on failure (the
 * inputs are uncontrolled and only reset on success), and a ref guard drops any second submit
 * while one is in flight, even before the disabled button has re-rendered.
 */
export function useLeadForm(form: LeadFormDef, onSuccess?: () => void, fixedExtras?: LeadExtras) {
  const router = useRouter();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // Until hydration the submit button stays disabled: a native submit would put the visitor's
  // details in a URL and leave the page; what they type meanwhile is kept.
  const hydrated = useHydrated();

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
        const first = element.elements.namedItem(invalid[0] ?? "name");
        if (first instanceof HTMLElement) first.focus();
        return;
      }

      inFlight.current = true;
      setPending(true);
      if (form.status) setStatus(form.status.sending);

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
              extras,
            })
          : await sendFormDataLead({
              contact,
              marketingConsent: consent,
              message: read("message"),
              extras: { ...extras, source: form.source },
            });

      inFlight.current = false;
      setPending(false);

      if (outcome.kind !== "ok") {
        console.error(`[lead] ${form.id} form: ${describeFailure(outcome)}`);
        if (form.status) setStatus(form.status.failed);
        else if (outcome.kind === "rejected") window.alert(rejectedAlert(outcome.message));
        else window.alert(form.networkAlert);
        return;
      }

      markAutoPopupSeen();
      const success = form.success;
      if (success.kind === "thank-you") {
        rememberLeadTransaction();
        const slot = findSlot(read("visit_slot"));
        rememberVisit(
          visitStore(),
          form.remembersVisit && slot ? { date: read("visit_date"), slot } : null,
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
    [form, onSuccess, router, fixedExtras],
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

  return { onSubmit, onInput, onFieldError, errors, pending, status, ready: hydrated };
}
