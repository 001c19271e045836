import { costSheet, defaultChoice } from "@/lib/buyer/cost-sheet";
import { unitCosts } from "@/lib/content/cost-settings";
import { rera } from "@/lib/content/project";
import { getDictionary } from "@/lib/i18n";
import type { Lang } from "@/lib/i18n/lang";
import { CostCalculatorLoader } from "@/components/costs/cost-calculator-loader";
import { fillIn } from "@/components/costs/cost-lines";
import { CostTable, PerSqFt } from "@/components/costs/cost-table";
import { Section } from "./section";

/** The day the page was built: the printed reference sheets are the price list of that day. */
const builtOn = new Date();

/**
 * The all-in cost: the calculator (loaded near the viewport or on the first touch), and for every
 * visitor, with or without JavaScript, one sheet per unit type for its smallest unit.
 */
export function CostsSection({ lang }: { lang: Lang }) {
  const { pages, ui } = getDictionary(lang);
  const { plans } = pages;
  const unitNames = pages.prices.unitNames;
  const reraLine = fillIn(plans.costs.reraLine, {
    project: rera.projectId,
    partner: rera.partnerId,
  });
  const builtDate = new Intl.DateTimeFormat(`${lang}-IN`, {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
  }).format(builtOn);
  return (
    <Section
      id="costs"
      name="costs"
      className="bg-ivory"
      heading={{
        eyebrow: plans.costs.eyebrow,
        heading: plans.costs.heading,
        intro: plans.costs.intro,
      }}
    >
      <div className="mt-10">
        <CostCalculatorLoader
          words={{
            sheet: plans.sheet,
            calculator: plans.calculator,
            printedOn: plans.costs.printedOn,
          }}
          unitNames={unitNames}
          money={ui.money}
          reraLine={reraLine}
        />
      </div>
      <div className="mt-14" data-cost-reference="">
        <h3 className="font-display text-2xl font-semibold text-ink">
          {plans.costs.referenceHeading}
        </h3>
        <p className="mt-2 text-stone-600">{plans.costs.referenceIntro}</p>
        <div className="mt-6 grid gap-6 lg:grid-cols-2 print:grid-cols-2 print:gap-4">
          {unitCosts.map((unit, index) => {
            const sheet = costSheet(defaultChoice(index));
            return (
              <div
                key={unit.leadLabel}
                className="rounded-2xl border border-ink/10 bg-ivory-50 p-5 shadow-sm sm:p-6 print:p-0 print:shadow-none"
              >
                <CostTable
                  sheet={sheet}
                  unitName={unitNames[index] ?? ""}
                  words={plans.sheet}
                  money={ui.money}
                />
                <PerSqFt sheet={sheet} words={plans.sheet} />
              </div>
            );
          })}
        </div>
        <p className="mt-4 hidden text-xs text-stone-600 print:block">
          {fillIn(plans.costs.printedOn, { date: builtDate })} · {reraLine}
        </p>
      </div>
      <p className="mt-6 max-w-3xl text-sm leading-relaxed text-stone-600">{plans.costs.note}</p>
    </Section>
  );
}
