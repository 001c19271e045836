import { costSheet, defaultChoice } from "@/lib/buyer/cost-sheet";
import { costSettings, unitCosts } from "@/lib/content/cost-settings";
import { getDictionary } from "@/lib/i18n";
import type { Lang } from "@/lib/i18n/lang";
import { ChosenPlan } from "@/components/costs/chosen-plan";
import { formatArea } from "@/components/costs/cost-lines";
import { PlanTable } from "@/components/costs/plan-table";
import { Icon } from "@/components/ui/icon";
import { Section } from "./section";

/** The construction-linked plan (and the possession-linked one where offered), and the approving banks. */
export function PaymentPlanSection({ lang }: { lang: Lang }) {
  const { pages } = getDictionary(lang);
  const { plan: words, sheet: sheetWords } = pages.plans;
  const unitNames = pages.prices.unitNames;
  const possession = costSettings.possessionLinked.value;
  return (
    <Section
      id="payment-plan"
      name="payment-plan"
      className="bg-ivory-200 print:hidden"
      heading={{ eyebrow: words.eyebrow, heading: words.heading, intro: words.intro }}
    >
      <ChosenPlan words={words} sheetWords={sheetWords} unitNames={unitNames} />
      <h3 className="mt-12 font-display text-2xl font-semibold text-ink">
        {words.smallestHeading}
      </h3>
      <div className="mt-5 grid items-start gap-4 lg:grid-cols-2">
        {unitCosts.map((unit, index) => {
          const sheet = costSheet(defaultChoice(index));
          const name = unitNames[index] ?? "";
          const area = formatArea(sheet.choice.carpetSqFt, sheetWords);
          const common = { unit: name, area, agreementValue: sheet.agreementValue, words };
          return (
            <details
              key={unit.leadLabel}
              open={index === 0}
              className="group rounded-2xl border border-ink/10 bg-ivory-50 shadow-sm"
            >
              <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-3 px-5 font-semibold text-ink sm:px-6">
                <span>
                  {name} · {area}
                </span>
                <Icon
                  name="chevron-right"
                  className="size-5 shrink-0 text-brass-700 transition-transform group-open:rotate-90"
                />
              </summary>
              <div className="grid gap-8 px-5 pb-6 sm:px-6">
                <PlanTable
                  stages={costSettings.constructionLinked.value}
                  plan={words.constructionLinked}
                  {...common}
                />
                {possession.offered ? (
                  <div>
                    <p className="mb-2 text-sm text-stone-600">{words.possessionIntro}</p>
                    <PlanTable
                      stages={possession.stages}
                      plan={words.possessionLinked}
                      {...common}
                    />
                  </div>
                ) : null}
              </div>
            </details>
          );
        })}
      </div>
      <h3 className="mt-12 font-display text-xl font-semibold text-ink">{words.banksHeading}</h3>
      <ul className="mt-4 flex flex-wrap gap-3">
        {costSettings.approvedBanks.value.map((bank) => (
          <li
            key={bank}
            className="rounded-full border border-ink/15 bg-ivory-50 px-4 py-2 text-sm font-semibold text-ink-800"
          >
            {bank}
          </li>
        ))}
      </ul>
    </Section>
  );
}
