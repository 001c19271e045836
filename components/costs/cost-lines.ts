/** The cost sheet's rows as a visitor reads them: each charge's name, how it is worked out, its amount. */
import { costSettings } from "@/lib/content/cost-settings";
import type { CostLineId, CostSheet } from "@/lib/buyer/cost-sheet";
import { unitOf } from "@/lib/buyer/cost-sheet";
import { formatLakhCrore, formatRupees, type MoneyUnits } from "@/lib/buyer/format-inr";
import type { PageWords } from "@/lib/i18n/dictionary";

export type SheetWords = PageWords["plans"]["sheet"];

const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** "{area} × {rate}" with its figures in place. */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export const formatArea = (sqFt: number, words: SheetWords) =>
  `${grouped.format(sqFt)} ${words.sqFt}`;
const pct = (value: number) => `${grouped.format(value)} %`;

function basisOf(id: CostLineId, sheet: CostSheet, words: SheetWords, money: MoneyUnits): string {
  const { basis } = words;
  const unit = unitOf(sheet.choice.unitIndex);
  const gst = costSettings.gstPct.value[unit.category];
  const { pct: rebate, capValue } = costSettings.womanRebate.value;
  const stamp = {
    pct: pct(costSettings.stampDutyPct.value),
    rebate: pct(rebate),
    cap: formatLakhCrore(capValue, money),
  };
  const texts: Record<CostLineId, () => string> = {
    base: () =>
      fillIn(basis.base, {
        area: formatArea(sheet.choice.carpetSqFt, words),
        rate: formatRupees(sheet.ratePerSqFt),
      }),
    corner: () => fillIn(basis.ofBase, { pct: pct(costSettings.plcPct.value.corner) }),
    parkFacing: () => fillIn(basis.ofBase, { pct: pct(costSettings.plcPct.value.parkFacing) }),
    mainRoad: () => fillIn(basis.ofBase, { pct: pct(costSettings.plcPct.value.mainRoad) }),
    parking: () => basis.parking,
    ifms: () => fillIn(basis.ifms, { rate: formatRupees(unit.ifmsPerSqFt) }),
    maintenance: () =>
      fillIn(basis.maintenance, {
        rate: formatRupees(unit.maintenancePerSqFtMonth),
        months: String(costSettings.advanceMaintenanceMonths.value),
      }),
    gst: () => fillIn(basis.ofValue, { pct: pct(gst) }),
    stampDuty: () =>
      fillIn(
        { man: basis.stampDutyMan, woman: basis.stampDutyWoman, joint: basis.stampDutyJoint }[
          sheet.choice.buyer
        ],
        stamp,
      ),
    registration: () => fillIn(basis.ofValue, { pct: pct(costSettings.registrationPct.value) }),
  };
  return texts[id]();
}

export type SheetRow = { id: CostLineId; name: string; basis: string; amount: string };

/** Every row of the sheet, in order, with its amount in full rupees. */
export function sheetRows(sheet: CostSheet, words: SheetWords, money: MoneyUnits): SheetRow[] {
  return sheet.lines.map((line) => ({
    id: line.id,
    name: words.lines[line.id],
    basis: basisOf(line.id, sheet, words, money),
    amount: formatRupees(line.amount),
  }));
}
