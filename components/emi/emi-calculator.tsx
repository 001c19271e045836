"use client";

import { useId, useState } from "react";
import { emiDefaults } from "@/lib/content/emi";
import { useUiWords } from "@/components/i18n/lang-provider";
import {
  calculateEmi,
  emiLimits,
  parseEmiField,
  type EmiField,
  type EmiInput,
} from "@/lib/buyer/emi";
import { formatRupees } from "@/lib/buyer/format-inr";

const FIELDS: readonly EmiField[] = ["principal", "annualRatePct", "years"];
const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

type Texts = Record<EmiField, string>;

const initialTexts: Texts = {
  principal: grouped.format(emiDefaults.principal),
  annualRatePct: String(emiDefaults.annualRatePct),
  years: String(emiDefaults.years),
};

function EmiInputRow({
  field,
  text,
  valid,
  lastValid,
  onChange,
}: {
  field: EmiField;
  text: string;
  valid: boolean;
  lastValid: number;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const emiSection = useUiWords().emi;
  const limits = emiLimits[field];
  const sliderValue = Math.min(limits.sliderMax, Math.max(limits.sliderMin, lastValid));
  const unit = emiSection.units[field];
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <label id={`${id}-label`} htmlFor={id} className="text-sm font-semibold text-ink-800">
          {emiSection.labels[field]} <span className="font-normal text-stone-600">({unit})</span>
        </label>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : `${id}-error`}
          className={
            "min-h-11 w-36 rounded-lg border border-stone-500/50 bg-white " +
            "px-3 text-right text-base font-semibold text-ink tabular-nums " +
            "focus:border-brass-600 aria-invalid:border-danger"
          }
        />
      </div>
      <input
        type="range"
        aria-labelledby={`${id}-label`}
        min={limits.sliderMin}
        max={limits.sliderMax}
        step={limits.step}
        value={sliderValue}
        onChange={(event) => onChange(grouped.format(Number(event.target.value)))}
        className="mt-3 h-2 w-full cursor-pointer accent-brass-600"
      />
      {valid ? null : (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {emiSection.errors[field]}
        </p>
      )}
    </div>
  );
}

/** Loan amount, rate and tenure, each typed or slid; the figures follow the last valid values. */
export function EmiCalculator() {
  const emiSection = useUiWords().emi;
  const [texts, setTexts] = useState<Texts>(initialTexts);
  const [lastValid, setLastValid] = useState<EmiInput>(emiDefaults);
  const parsed = Object.fromEntries(
    FIELDS.map((field) => [field, parseEmiField(field, texts[field])]),
  ) as Record<EmiField, number | null>;
  const allValid = FIELDS.every((field) => parsed[field] !== null);
  const result = calculateEmi(lastValid);
  const interestShare = Math.round((result.totalInterest / result.totalPayable) * 100);

  const update = (field: EmiField, text: string) => {
    setTexts((current) => ({ ...current, [field]: text }));
    const value = parseEmiField(field, text);
    if (value !== null) setLastValid((current) => ({ ...current, [field]: value }));
  };

  return (
    <div className="overflow-hidden rounded-2xl border border-ink/10 bg-ivory-50 shadow-float">
      <div className="grid gap-7 p-6 sm:p-8">
        {FIELDS.map((field) => (
          <EmiInputRow
            key={field}
            field={field}
            text={texts[field]}
            valid={parsed[field] !== null}
            lastValid={lastValid[field]}
            onChange={(text) => update(field, text)}
          />
        ))}
      </div>
      <div className="bg-ink p-6 text-ivory sm:p-8">
        <dl className="grid gap-5 sm:grid-cols-[1.2fr_1fr_1fr] sm:items-end">
          <div>
            <dt className="eyebrow text-brass-300">{emiSection.results.monthly}</dt>
            <dd
              aria-live="polite"
              className="mt-2 font-display text-4xl font-semibold text-ivory tabular-nums"
            >
              {formatRupees(result.monthly)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ivory/80">{emiSection.results.totalInterest}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">
              {formatRupees(result.totalInterest)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ivory/80">{emiSection.results.totalPayable}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">
              {formatRupees(result.totalPayable)}
            </dd>
          </div>
        </dl>
        <div aria-hidden="true" className="mt-6 flex h-2 overflow-hidden rounded-full bg-brass-500">
          <div className="bg-ivory" style={{ width: `${100 - interestShare}%` }} />
        </div>
        {allValid ? null : <p className="mt-4 text-sm text-brass-300">{emiSection.staleNote}</p>}
      </div>
    </div>
  );
}
