"use client";

import { useId, type Ref, type RefObject } from "react";
import type { FieldDef, AnyLeadFormDef } from "@/lib/leads/forms";
import { plainPostFields } from "@/lib/leads/plain-post";
import { checkAttributes, checkMessages } from "@/lib/leads/browser-checks";
import { settings } from "@/lib/settings";
import { visitWindow } from "@/lib/buyer/site-visit";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useLang, useUiWords } from "@/components/i18n/lang-provider";
import { ConsentLine } from "./consent-line";
import { LeadFallback } from "./lead-fallback";
import { MarketingConsentField } from "./marketing-consent-field";
import { NoscriptFallback } from "./noscript-fallback";
import { SpamTrapField } from "./spam-trap-field";
import { useLeadForm } from "./use-lead-form";
import type { LeadExtrasSource } from "./use-submit-lead";
import { useVisitSlotLabels, VisitTypeField } from "./visit-fields";

type Props = {
  form: AnyLeadFormDef;
  /** Called after a successful lead: dialogs close themselves here. */
  onSuccess?: () => void;
  /** Accessible name of the form (or use labelledBy). */
  label?: string;
  labelledBy?: string;
  /** Fixed fields the lead carries, such as the unit type a price breakup was asked for. */
  extras?: LeadExtrasSource;
};

const controlClass =
  "block w-full min-h-11 rounded-lg border border-stone-500/50 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-stone-500 focus:border-brass-600";

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

/** The bookable window is today's in India: set once hydrated, as the prerendered HTML is older. */
function DateInput({
  id,
  name,
  error,
  onOutOfRange,
  checks,
}: {
  id: string;
  name: string;
  error?: string;
  onOutOfRange: () => void;
  checks: Record<string, string>;
}) {
  const range = useHydrated() ? visitWindow(new Date()) : undefined;
  return (
    <input
      id={id}
      name={name}
      type="date"
      required
      {...checks}
      min={range?.min}
      max={range?.max}
      // The browser refuses a date past min/max itself; say why next to the field too.
      onInvalid={(event) => {
        if (!event.currentTarget.validity.valueMissing) onOutOfRange();
      }}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={`${controlClass} aria-invalid:border-danger`}
    />
  );
}

/** A select that starts on its unchosen placeholder. */
function SelectControl({
  field,
  id,
  error,
  onError,
  checks,
  selectRef,
  labels,
}: {
  field: Extract<FieldDef, { control: "select" }>;
  id: string;
  error?: string;
  onError: (message: string) => void;
  checks: Record<string, string>;
  selectRef: Ref<HTMLSelectElement>;
  /** Each option's label in place of its own, as a video call's slots read. */
  labels?: readonly string[] | undefined;
}) {
  return (
    <select
      ref={selectRef}
      id={id}
      name={field.name}
      required
      defaultValue=""
      {...checks}
      // The browser refuses the placeholder itself; say why next to the field too.
      onInvalid={() => onError(field.missing)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={`${controlClass} aria-invalid:border-danger`}
    >
      <option value="" disabled>
        {field.placeholder}
      </option>
      {field.options.map((option, i) => (
        <option key={option.value} value={option.value}>
          {labels?.[i] ?? option.label}
        </option>
      ))}
    </select>
  );
}

function Field({
  field,
  id,
  error,
  onError,
  hydrated,
}: {
  field: FieldDef;
  id: string;
  error?: string;
  onError: (message: string) => void;
  hydrated: boolean;
}) {
  const words = useUiWords();
  const slots = useVisitSlotLabels(field);
  const label = (
    <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
      {field.label}
      {field.required ? (
        <span aria-hidden="true" className="text-brass-700">
          {" *"}
        </span>
      ) : null}
    </label>
  );
  const errorId = `${id}-error`;
  // The browser's refusals in the page's language (set by the page's inline script).
  const checks = checkAttributes(checkMessages(field, words));
  if (field.control === "select") {
    return (
      <div>
        {label}
        <SelectControl
          field={field}
          id={id}
          error={error}
          onError={onError}
          checks={checks}
          selectRef={slots.ref}
          labels={slots.labels}
        />
        <FieldError id={errorId} error={error} />
      </div>
    );
  }
  if (field.control === "radio") return <VisitTypeField field={field} />;
  if (field.control === "textarea") {
    return (
      <div>
        {label}
        <textarea
          id={id}
          name={field.name}
          rows={4}
          maxLength={field.maxLength}
          className={`${controlClass} resize-y`}
        />
      </div>
    );
  }
  if (field.control === "date") {
    return (
      <div>
        {label}
        <DateInput
          id={id}
          name={field.name}
          error={error}
          onOutOfRange={() => onError(field.outOfWindow)}
          checks={checks}
        />
        <FieldError id={errorId} error={error} />
      </div>
    );
  }
  return (
    <div>
      {label}
      <input
        id={id}
        name={field.name}
        type={field.type}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        maxLength={field.maxLength}
        // Only a plain post needs the browser's check; the script says why next to the field.
        pattern={hydrated ? undefined : field.pattern}
        required
        {...checks}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${controlClass} aria-invalid:border-danger`}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The hCaptcha widget's box, with the line that says it still needs solving. */
function CaptchaField({
  errorId,
  container,
  error,
}: {
  errorId: string;
  container: RefObject<HTMLDivElement | null>;
  error: string | null;
}) {
  const captchaLabel = useUiWords().captcha.label;
  return (
    <div role="group" aria-label={captchaLabel} aria-describedby={errorId}>
      <div ref={container} />
      <p id={errorId} className="text-sm font-medium text-danger">
        {error}
      </p>
    </div>
  );
}

/** Renders any lead form from its definition in lib/leads/forms.ts. */
export function LeadForm({ form, onSuccess, label, labelledBy, extras }: Props) {
  const lead = useLeadForm(form, onSuccess, extras);
  const idPrefix = useId();
  const lang = useLang();
  const hydrated = useHydrated();

  return (
    // Until React hydrates (or without JavaScript) the browser posts the form to the service itself.
    <form
      method="post"
      action={settings.formEndpoint}
      aria-label={label}
      aria-labelledby={labelledBy}
      // A plain post has only the browser's checks; the script's own alert needs the empty fields.
      noValidate={hydrated && form.validation === "alert"}
      // Says the form's own code runs it now (it comes with the visitor's first interaction).
      data-ready={hydrated ? "" : undefined}
      {...lead.formProps}
      className="grid gap-4"
    >
      {plainPostFields(form, lang).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {form.fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          id={`${idPrefix}-${field.name}`}
          error={lead.errors[field.name]}
          onError={(message) => lead.reportError(field.name, message)}
          hydrated={hydrated}
        />
      ))}
      <SpamTrapField />
      <MarketingConsentField id={`${idPrefix}-marketing-consent`} />
      {lead.captcha.enabled ? (
        <CaptchaField
          errorId={`${idPrefix}-captcha-error`}
          container={lead.captcha.container}
          error={lead.captcha.error}
        />
      ) : null}
      <button type="submit" disabled={lead.button.disabled} className="btn-primary w-full">
        {lead.button.label}
      </button>
      {form.status ? (
        <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-ink-800">
          {lead.statusText}
        </p>
      ) : null}
      {lead.fallback ? <LeadFallback lead={lead.fallback} /> : null}
      <ConsentLine />
      <NoscriptFallback />
    </form>
  );
}
