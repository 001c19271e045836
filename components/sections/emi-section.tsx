import { emiReference } from "@/lib/content/emi";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { formatLakhCrore, formatRupees } from "@/lib/buyer/format-inr";
import { EmiLoader } from "@/components/emi/emi-loader";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { Icon } from "@/components/ui/icon";
import { Section } from "./section";

/** The calculator loads near the viewport; the EMI table is in the HTML for every visitor. */
export function EmiSection({ lang }: { lang: Lang }) {
  const { ui } = getDictionary(lang);
  const emiSection = ui.emi;
  const { referenceColumns: columns } = emiSection;
  return (
    <Section
      id="emi"
      name="emi"
      className="bg-ivory-200"
      layout="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-16"
      heading={{
        eyebrow: emiSection.eyebrow,
        heading: emiSection.heading,
        intro: emiSection.intro,
      }}
    >
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <EmiLoader />
      </div>
      <div>
        <table className="w-full text-left text-sm lining-nums">
          <caption className="mb-3 text-left text-sm font-semibold text-ink-800">
            {emiSection.referenceCaption}
          </caption>
          <thead className="border-b border-ink/20 text-xs tracking-[0.12em] text-stone-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {columns.price}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {columns.principal}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {columns.monthly}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {emiReference.map(({ price, principal, monthly }) => (
              <tr key={price}>
                <th scope="row" className="py-2.5 pr-3 font-semibold text-ink">
                  {formatLakhCrore(price, ui.money)}
                </th>
                <td className="py-2.5 pr-3 text-stone-700">
                  {formatLakhCrore(principal, ui.money)}
                </td>
                <td className="py-2.5 text-right font-semibold text-ink">
                  {formatRupees(monthly)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <OpenDialogButton kind="enquiry" className="btn-dark mt-8">
          <Icon name="phone" className="size-4" />
          {emiSection.advisorLabel}
        </OpenDialogButton>
        <p className="mt-3 text-sm text-stone-600">{emiSection.advisorNote}</p>
      </div>
    </Section>
  );
}
