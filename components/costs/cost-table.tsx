import type { CostSheet } from "@/lib/buyer/cost-sheet";
import { formatRupees, type MoneyUnits } from "@/lib/buyer/format-inr";
import { fillIn, formatArea, sheetRows, type SheetWords } from "./cost-lines";
import { SheetHead } from "./sheet-head";

type Props = {
  sheet: CostSheet;
  unitName: string;
  words: SheetWords;
  money: MoneyUnits;
  /** The calculator's table announces its new total; the reference tables do not change. */
  live?: boolean;
};

const cell = "py-2.5 align-top";

/** The all-in cost per square foot of carpet area, under a cost sheet. */
export function PerSqFt({ sheet, words }: { sheet: CostSheet; words: SheetWords }) {
  return (
    <p className="mt-2 flex justify-between gap-3 text-sm text-stone-600" data-per-sq-ft="">
      <span>{words.perSqFt}</span>
      <span className="font-semibold whitespace-nowrap text-ink">
        {formatRupees(sheet.totalPerSqFt)}
      </span>
    </p>
  );
}

/** One cost sheet: a row per charge, its amount in full rupees last, and the all-in total. */
export function CostTable({ sheet, unitName, words, money, live = false }: Props) {
  const area = formatArea(sheet.choice.carpetSqFt, words);
  return (
    <table className="cost-sheet w-full text-left text-sm lining-nums tabular-nums">
      <caption className="mb-3 text-left font-display text-lg font-semibold text-ink">
        {fillIn(words.caption, { unit: unitName, area })}
      </caption>
      <SheetHead
        columns={[
          { label: words.columns.charge },
          { label: words.columns.basis, className: "hidden sm:table-cell print:table-cell" },
          { label: words.columns.amount },
        ]}
      />
      <tbody className="divide-y divide-ink/10">
        {sheetRows(sheet, words, money).map((row) => (
          <tr key={row.id} data-line={row.id}>
            <th scope="row" className={`${cell} pr-3 font-semibold text-ink-800`}>
              {row.name}
              {/* Phones have no room for the middle column: how it is worked out sits under the name. */}
              <span className="mt-0.5 block text-xs font-normal text-stone-600 sm:hidden print:hidden">
                {row.basis}
              </span>
            </th>
            <td className={`${cell} hidden pr-3 text-stone-600 sm:table-cell print:table-cell`}>
              {row.basis}
            </td>
            <td className={`${cell} text-right font-semibold whitespace-nowrap text-ink`}>
              {row.amount}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-ink">
        <tr data-line="total">
          <th scope="row" className="pt-3 pr-3 font-display text-base font-semibold text-ink">
            {words.total}
          </th>
          <td className="hidden sm:table-cell print:table-cell" />
          <td
            className="pt-3 text-right align-top font-display text-xl font-semibold whitespace-nowrap text-brass-700"
            aria-live={live ? "polite" : undefined}
          >
            {formatRupees(sheet.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
