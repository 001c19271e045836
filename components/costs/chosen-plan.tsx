"use client";

import { useSyncExternalStore } from "react";
import { costSheet } from "@/lib/buyer/cost-sheet";
import { costChoiceStore } from "@/lib/buyer/cost-choice-store";
import { costSettings } from "@/lib/content/cost-settings";
import { formatArea, type SheetWords } from "./cost-lines";
import { PlanTable, type PlanWords } from "./plan-table";

type Props = { words: PlanWords; sheetWords: SheetWords; unitNames: readonly string[] };

/** The payment plans for the unit chosen in the calculator; nothing until the calculator has loaded. */
export function ChosenPlan({ words, sheetWords, unitNames }: Props) {
  const choice = useSyncExternalStore(
    costChoiceStore.subscribe,
    costChoiceStore.get,
    costChoiceStore.getServer,
  );
  if (!choice) return null;
  const sheet = costSheet(choice);
  const unit = unitNames[choice.unitIndex] ?? "";
  const area = formatArea(sheet.choice.carpetSqFt, sheetWords);
  const possession = costSettings.possessionLinked.value;
  return (
    <div className="mt-10 rounded-2xl bg-ivory-50 p-5 shadow-sm sm:p-8" data-chosen-plan="">
      <h3 className="font-display text-2xl font-semibold text-ink">{words.chosenHeading}</h3>
      <div className="mt-5 grid items-start gap-8 lg:grid-cols-2">
        <PlanTable
          stages={costSettings.constructionLinked.value}
          plan={words.constructionLinked}
          unit={unit}
          area={area}
          agreementValue={sheet.agreementValue}
          words={words}
        />
        {possession.offered ? (
          <PlanTable
            stages={possession.stages}
            plan={words.possessionLinked}
            unit={unit}
            area={area}
            agreementValue={sheet.agreementValue}
            words={words}
          />
        ) : null}
      </div>
    </div>
  );
}
