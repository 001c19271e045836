"use client";

import { useId } from "react";
import type { FieldDef, LeadFormDef } from "@/lib/lead-forms";
import { captchaCopy } from "@/lib/content/lead-extras";
import { ConsentLine } from "./consent-line";
import { LeadFallback } from "./lead-fallback";
import { MarketingConsentField } from "./marketing-consent-field";
import { NoscriptFallback } from "./noscript-fallback";
import { SpamTrapField } from "./spam-trap-field";
import { useLeadForm } from "./use-lead-form";

type Props = {
  form: LeadFormDef;
  /** Called after a successful lead: dialogs close themselves here. */
  onSuccess?: () => void;
  /** Accessible name of the form (or use labelledBy). */
  label?: string;
  labelledBy?: string;
};

const controlClass =
  "block w-full min-h-11 rounded-lg border border-stone-500/50 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-stone-500 focus:border-brass-600";

function Field({ field, id, error }: { field: FieldDef; id: string; error?: string }) {
  const label = (
    <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
      {field.label}
      {field.required ? (
        <span aria-hidden="true" className="text-brass-700">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
  if (field.control === "select") {
    return (
      <div>
        {label}
        <select id={id} name={field.name} required defaultValue="" className={controlClass}>
          <option value="" disabled>
            {field.placeholder}
          </option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
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
  const errorId = `${id}-error`;
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
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${controlClass} aria-invalid:border-danger`}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Renders any lead form from its definition in lib/lead-forms.ts. */
export function LeadForm({ form, onSuccess, label, labelledBy }: Props) {
  const {
    onSubmit,
    onInput,
    onFocus,
    errors,
    pending,
    status,
    fallback,
    captcha,
    captchaRef,
    ready,
  } = useLeadForm(form, onSuccess);
  const idPrefix = useId();

  return (
    <form
      method="post"
      aria-label={label}
      aria-labelledby={labelledBy}
      noValidate={form.validation === "alert"}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={onFocus}
      className="grid gap-4"
    >
      <NoscriptFallback />
      {form.fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          id={`${idPrefix}-${field.name}`}
          error={errors[field.name]}
        />
      ))}
      <SpamTrapField />
      <MarketingConsentField id={`${idPrefix}-marketing-consent`} />
      {captcha.enabled ? (
        <div
          role="group"
          aria-label={captchaCopy.label}
          aria-describedby={`${idPrefix}-captcha-error`}
        >
          <div ref={captchaRef} />
          <p id={`${idPrefix}-captcha-error`} className="text-sm font-medium text-danger">
            {captcha.error}
          </p>
        </div>
      ) : null}
      <button type="submit" disabled={pending || !ready} className="btn-primary w-full">
        {pending ? form.pendingLabel : form.submitLabel}
      </button>
      {form.status ? (
        <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-ink-800">
          {status}
        </p>
      ) : null}
      {fallback ? <LeadFallback lead={fallback} /> : null}
      <ConsentLine />
    </form>
  );
}
