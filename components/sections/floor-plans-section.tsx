import { floorPlans, type FloorPlan } from "@/lib/content/floor-plans";
import { floorPlanWords } from "@/lib/i18n/floor-plan-words";
import { getDictionary } from "@/lib/i18n";
import type { Lang } from "@/lib/i18n/lang";
import { IllustrationLabel } from "@/components/ui/illustration";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { Icon } from "@/components/ui/icon";
import { PageDialogs } from "@/components/dialogs/page-dialogs";
import { floorPlanForm } from "@/lib/leads/floor-plan-form";
import { Section } from "./section";

const sqFt = new Intl.NumberFormat("en-IN");

type Words = (typeof floorPlanWords)[Lang];

type CardProps = { plan: FloorPlan; name: string; words: Words; unit: string; lang: Lang };

/** One unit type's plan: the preview, its name, area and rooms, and the way to the full-size plan. */
function PlanCard({ plan, name, words, unit, lang }: CardProps) {
  const area = `${sqFt.format(plan.unit.carpetSqFt.min)} ${unit}`;
  const rooms = [...new Set(plan.layout.rooms.map((room) => words.rooms[room.key]))];
  const alt = plan.indicative ? words.alt(name, area, rooms.join(", ")) : words.developerAlt(name);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-ink/10 bg-ivory-50 shadow-card">
      <figure className="relative border-b border-ink/10 bg-ivory">
        {/* Line drawings, crisp at any size; the developer's own plan is a plain image too. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={plan.image.src}
          width={plan.image.width}
          height={plan.image.height}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="h-auto max-h-88 w-full object-contain sm:max-h-none"
        />
        <IllustrationLabel
          text={plan.indicative ? words.indicative : words.developer}
          place="top-left"
        />
      </figure>
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div>
          <h3 className="font-display text-xl font-semibold text-ink">{name}</h3>
          <p className="mt-1 text-sm text-stone-600">
            {words.carpetFrom} <span className="font-semibold text-ink lining-nums">{area}</span>
          </p>
        </div>
        <p className="sr-only">{words.roomsLabel}</p>
        <ul className="flex flex-wrap gap-1.5 text-xs text-stone-700">
          {rooms.map((room) => (
            <li
              key={room}
              className="rounded-full bg-brass-50 px-2.5 py-1 ring-1 ring-brass-500/25"
            >
              {room}
            </li>
          ))}
        </ul>
        <OpenDialogButton
          kind="floorPlan"
          extras={{ unit_type: plan.unit.leadLabel }}
          className="btn-dark mt-auto w-full px-4 text-sm"
        >
          <Icon name="file-down" className="size-4 shrink-0" />
          {words.cta}
          <span className="sr-only">
            {" "}
            {words.ctaFor} {name.toLocaleLowerCase(lang)}
          </span>
        </OpenDialogButton>
      </div>
    </li>
  );
}

/** #floor-plans: one plan per unit type, the full-size plan and its PDF after the floor-plan form. */
export function FloorPlansSection({ lang }: { lang: Lang }) {
  const words = floorPlanWords[lang];
  const prices = getDictionary(lang).pages.prices;
  return (
    <Section
      id="floor-plans"
      name="floor-plans"
      className="bg-ivory-200"
      heading={{ eyebrow: words.eyebrow, heading: words.heading, intro: words.intro }}
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {floorPlans.map((plan, index) => (
          <PlanCard
            key={plan.slug}
            plan={plan}
            name={prices.unitNames[index] ?? plan.unit.leadLabel}
            words={words}
            unit={prices.sqFt}
            lang={lang}
          />
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-sm text-stone-600">{words.note}</p>
    </Section>
  );
}

/** The full-size plan's dialog: only this page carries it, so its form comes from the server. */
export function FloorPlanDialog({ lang }: { lang: Lang }) {
  const words = floorPlanWords[lang].dialog;
  const form = floorPlanForm(lang, getDictionary(lang).ui.forms);
  return <PageDialogs dialogs={[{ kind: "floorPlan", form, ...words }]} />;
}
