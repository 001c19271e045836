"use client";

import { useEffect, useId, useMemo, useState } from "react";
import {
  BUYERS,
  costLeadExtras,
  costSheet,
  defaultChoice,
  unitOf,
  type CostChoice,
} from "@/lib/buyer/cost-sheet";
import { costChoiceStore } from "@/lib/buyer/cost-choice-store";
import { unitCosts, type PlcId } from "@/lib/content/cost-settings";
import { costSheetForm } from "@/lib/leads/build-lead-forms";
import { LeadForm } from "@/components/forms/lead-form";
import { useLang, useUiWords } from "@/components/i18n/lang-provider";
import { CostTable, PerSqFt } from "./cost-table";
import { fillIn, formatArea } from "./cost-lines";
import type { CalculatorProps } from "./calculator-props";

const SIZE_STEP = 5;
const sheetCard =
  "grid gap-8 rounded-2xl bg-ivory-50 p-5 shadow-sm sm:p-8 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-12";
const legendClass = "mb-2 text-sm font-semibold text-ink-800";
const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-stone-500/40 bg-white px-3 text-sm text-ink " +
  "has-checked:border-brass-600 has-checked:bg-brass-50 has-focus-visible:outline-2 has-focus-visible:outline-brass-600";

function Choices({
  choice,
  onChange,
  words,
  unitNames,
}: CalculatorProps & { choice: CostChoice; onChange: (next: CostChoice) => void }) {
  const id = useId();
  const unit = unitOf(choice.unitIndex);
  const togglePlc = (plc: PlcId, on: boolean) =>
    onChange({
      ...choice,
      plc: on ? [...choice.plc, plc] : choice.plc.filter((each) => each !== plc),
    });
  return (
    <div className="grid content-start gap-6">
      <div>
        <label htmlFor={`${id}-unit`} className={`block ${legendClass}`}>
          {words.calculator.unitType}
        </label>
        <select
          id={`${id}-unit`}
          value={choice.unitIndex}
          onChange={(event) => onChange(defaultChoice(Number(event.target.value)))}
          className="block min-h-11 w-full rounded-lg border border-stone-500/50 bg-white px-3 text-base text-ink"
        >
          {unitCosts.map((each, index) => (
            <option key={each.leadLabel} value={index}>
              {unitNames[index]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={`${id}-size`} className={legendClass}>
            {words.calculator.size}
          </label>
          <output htmlFor={`${id}-size`} className="font-semibold text-ink tabular-nums">
            {formatArea(choice.carpetSqFt, words.sheet)}
          </output>
        </div>
        <input
          id={`${id}-size`}
          type="range"
          min={unit.carpetSqFt.min}
          max={unit.carpetSqFt.max}
          step={SIZE_STEP}
          value={choice.carpetSqFt}
          aria-valuetext={formatArea(choice.carpetSqFt, words.sheet)}
          onChange={(event) => onChange({ ...choice, carpetSqFt: Number(event.target.value) })}
          className="h-2 w-full cursor-pointer accent-brass-600"
        />
        <div
          className="mt-1 flex justify-between text-xs text-stone-600 tabular-nums"
          aria-hidden="true"
        >
          <span>{formatArea(unit.carpetSqFt.min, words.sheet)}</span>
          <span>{formatArea(unit.carpetSqFt.max, words.sheet)}</span>
        </div>
      </div>
      <fieldset>
        <legend className={legendClass}>{words.calculator.location}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {unit.plcOptions.map((plc) => (
            <label key={plc} className={choiceClass}>
              <input
                type="checkbox"
                checked={choice.plc.includes(plc)}
                onChange={(event) => togglePlc(plc, event.target.checked)}
                className="size-4 accent-brass-600"
              />
              {words.sheet.lines[plc]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legendClass}>{words.calculator.buyer}</legend>
        <div className="grid grid-cols-3 gap-2">
          {BUYERS.map((buyer) => (
            <label key={buyer} className={choiceClass}>
              <input
                type="radio"
                name={`${id}-buyer`}
                checked={choice.buyer === buyer}
                onChange={() => onChange({ ...choice, buyer })}
                className="size-4 accent-brass-600"
              />
              {words.calculator.buyers[buyer]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** The calculator: choices on one side, the cost sheet they make on the other, and the form that sends it. */
export function CostCalculator(props: CalculatorProps) {
  const { words, unitNames, money, reraLine } = props;
  const lang = useLang();
  const ui = useUiWords();
  const [choice, setChoice] = useState(() => defaultChoice(0));
  const sheet = useMemo(() => costSheet(choice), [choice]);
  const form = useMemo(
    () => costSheetForm(lang, ui, words.calculator.sendHeading),
    [lang, ui, words],
  );
  const sendId = useId();
  const today = useMemo(
    () => new Intl.DateTimeFormat(`${lang}-IN`, { dateStyle: "long" }).format(new Date()),
    [lang],
  );
  useEffect(() => costChoiceStore.set(sheet.choice), [sheet.choice]);
  const unitName = unitNames[choice.unitIndex] ?? "";
  return (
    <div className="grid gap-8" data-cost-calculator="">
      <div className={`${sheetCard} print:block print:p-0 print:shadow-none`}>
        <div className="print:hidden">
          <h3 className="mb-5 font-display text-2xl font-semibold text-ink">
            {words.calculator.heading}
          </h3>
          <Choices {...props} choice={sheet.choice} onChange={setChoice} />
        </div>
        <div data-print-sheet="">
          <CostTable sheet={sheet} unitName={unitName} words={words.sheet} money={money} live />
          <PerSqFt sheet={sheet} words={words.sheet} />
          <p className="mt-4 hidden text-xs text-stone-600 print:block">
            {fillIn(words.printedOn, { date: today })} · {reraLine}
          </p>
          <button
            type="button"
            onClick={() => window.print()}
            className="btn-outline mt-5 px-4 py-2 text-brass-700 print:hidden"
          >
            {words.calculator.print}
          </button>
        </div>
      </div>
      <div className="rounded-2xl bg-ink p-5 text-ivory sm:p-8 lg:grid lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-12 print:hidden">
        <div>
          <h3 id={sendId} className="font-display text-2xl font-semibold">
            {words.calculator.sendHeading}
          </h3>
          <p className="mt-2 mb-5 text-sm text-ivory/80">{words.calculator.sendIntro}</p>
        </div>
        <div className="rounded-xl bg-ivory-50 p-5 text-ink sm:p-6">
          <LeadForm form={form} labelledBy={sendId} extras={costLeadExtras(sheet)} />
        </div>
      </div>
    </div>
  );
}
