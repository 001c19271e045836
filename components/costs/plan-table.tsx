import type { PlanStage } from "@/lib/content/cost-settings";
import { planAmounts } from "@/lib/buyer/cost-sheet";
import { formatRupees } from "@/lib/buyer/format-inr";
import type { PageWords } from "@/lib/i18n/dictionary";
import { fillIn } from "./cost-lines";
import { SheetHead } from "./sheet-head";

export type PlanWords = PageWords["plans"]["plan"];

type Props = {
  stages: readonly PlanStage[];
  plan: string;
  /** The unit type and its size, after the plan's name in the caption. */
  unit: string;
  area: string;
  agreementValue: number;
  words: PlanWords;
};

/** A payment plan for one unit: each stage, its share and its amount, adding up to the agreement value. */
export function PlanTable({ stages, plan, unit, area, agreementValue, words }: Props) {
  return (
    <table className="w-full text-left text-sm lining-nums tabular-nums">
      <caption className="mb-2 text-left font-semibold text-ink-800">
        {fillIn(words.caption, { plan, unit, area })}
      </caption>
      <SheetHead
        columns={[
          { label: words.columns.stage },
          { label: words.columns.share, className: "text-right" },
          { label: words.columns.amount },
        ]}
      />
      <tbody className="divide-y divide-ink/10">
        {planAmounts(stages, agreementValue).map((stage) => (
          <tr key={stage.id}>
            <th scope="row" className="py-2 pr-3 font-normal text-ink-800">
              {words.stages[stage.id]}
            </th>
            <td className="py-2 pr-3 text-right text-stone-600">{stage.pct} %</td>
            <td className="py-2 text-right font-semibold whitespace-nowrap text-ink">
              {formatRupees(stage.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-ink/40">
        <tr>
          <th scope="row" className="pt-2 pr-3 font-semibold text-ink">
            {words.total}
          </th>
          <td className="pt-2 pr-3 text-right text-stone-600">100 %</td>
          <td className="pt-2 text-right font-semibold whitespace-nowrap text-ink">
            {formatRupees(agreementValue)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
