import { formatCarpetRange, unitPrices } from "@/lib/content/prices";
import { formatLakhCrore } from "@/lib/buyer/format-inr";
import { localePath, type Lang } from "@/lib/i18n/lang";
import { paths } from "@/lib/seo/paths";
import { Icon } from "@/components/ui/icon";
import { getDictionary } from "@/lib/i18n";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { Section } from "./section";

/** One row per unit type; each row's button asks for that type's price breakup. */
export function PricesSection({ lang }: { lang: Lang }) {
  const { pages, ui } = getDictionary(lang);
  const pricesSection = pages.prices;
  const { columns, basis: priceBasis } = pricesSection;
  const units = unitPrices.map((unit, index) => ({
    ...unit,
    name: pricesSection.unitNames[index] ?? "",
  }));
  return (
    <Section
      id="prices"
      name="prices"
      className="bg-ivory"
      heading={{
        eyebrow: pricesSection.eyebrow,
        heading: pricesSection.heading,
        intro: pricesSection.intro,
      }}
    >
      <div className="mt-12 overflow-hidden rounded-2xl border border-ink/10 bg-ivory-50 shadow-sm">
        <table className="w-full text-left lining-nums">
          <caption className="sr-only">{pricesSection.caption}</caption>
          <thead className="bg-ink text-[0.6875rem] tracking-[0.14em] text-brass-300 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3.5 font-semibold sm:px-6">
                {columns.unit}
              </th>
              <th scope="col" className="hidden px-6 py-3.5 font-semibold sm:table-cell">
                {columns.area}
              </th>
              <th scope="col" className="px-4 py-3.5 font-semibold sm:px-6">
                {columns.price}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {units.map((unit) => (
              <tr key={unit.name}>
                <th
                  scope="row"
                  className="px-4 py-5 align-top font-semibold text-ink sm:px-6 sm:align-middle"
                >
                  {unit.name}
                  {/* Phones have no room for a third column: the area sits under the type. */}
                  <span className="mt-1 block text-sm font-normal text-stone-600 sm:hidden">
                    {formatCarpetRange(unit.carpetSqFt, pricesSection.sqFt)}
                  </span>
                </th>
                <td className="hidden px-6 py-5 align-middle text-stone-700 sm:table-cell">
                  {formatCarpetRange(unit.carpetSqFt, pricesSection.sqFt)}
                </td>
                <td className="px-4 py-4 sm:px-6">
                  <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
                    <span className="font-display text-2xl font-semibold text-ink">
                      {formatLakhCrore(unit.priceFrom, ui.money)}
                    </span>
                    <OpenDialogButton
                      kind="enquiry"
                      extras={{ unit_type: unit.leadLabel }}
                      className="btn-outline px-4 py-2 whitespace-nowrap text-brass-700"
                    >
                      {pricesSection.breakupLabel}
                      <span className="sr-only">
                        {` ${pricesSection.breakupFor} ${unit.name.toLocaleLowerCase(lang)}`}
                      </span>
                    </OpenDialogButton>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a
        href={localePath(lang, `${paths.plans}#costs`)}
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brass-700 underline-offset-4 hover:underline"
      >
        {pricesSection.costsLink}
        <Icon name="arrow-right" className="size-4" />
      </a>
      <ul className="mt-6 grid gap-2 text-sm leading-relaxed text-stone-600 md:grid-cols-2 md:gap-8">
        <li>{priceBasis.area}</li>
        <li>{priceBasis.includes}</li>
      </ul>
    </Section>
  );
}
