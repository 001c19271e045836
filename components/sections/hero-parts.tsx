import type { Dictionary } from "@/lib/i18n/dictionary";
import type { Lang } from "@/lib/i18n/lang";
import { localePath } from "@/lib/i18n/lang";
import type { IconName } from "@/lib/ui/icons";
import { buyerLinks } from "@/lib/content/buyer-links";
import { Icon } from "@/components/ui/icon";

type Hero = Dictionary["pages"]["hero"];

const h1Class =
  "mt-5 font-display text-[2.375rem] min-[380px]:text-[2.75rem] leading-[1.05] font-semibold tracking-tight " +
  "sm:text-6xl lg:text-7xl xl:text-[5.25rem]";

/** The hero's eyebrow, the page's one h1 and its subheading. */
export function HeroHeading({ id, hero }: { id: string; hero: Hero }) {
  return (
    <>
      <p className="eyebrow flex items-center gap-2 text-brass-300">
        <Icon name="map-pin" className="size-4" />
        {hero.eyebrow}
      </p>
      <h1 id={id} className={h1Class}>
        {hero.heading}
      </h1>
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-ivory/90 sm:text-xl">
        {hero.subheading}
      </p>
    </>
  );
}

type Highlight = { icon: IconName; label: string; value: string };

/** The price and completion pills under the heading. */
export function HeroHighlights({ highlights }: { highlights: readonly Highlight[] }) {
  return (
    // A list, not a <dl>: each pill pairs an icon with its term and value, which a <dl> cannot hold.
    // One pill a row on phones, icons at the top: nothing moves while a pill's value is arriving.
    <ul className="mt-8 flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap">
      {highlights.map(({ icon, label, value }) => (
        <li
          key={label}
          className="flex items-start gap-3 rounded-full border border-brass-300/40 bg-ink/75 py-2 pr-5 pl-2"
        >
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-brass-500 text-ink">
            <Icon name={icon} className="size-4" />
          </span>
          <div>
            <p className="text-[0.6875rem] font-semibold tracking-[0.16em] text-brass-300 uppercase">
              {label}
            </p>
            <p className="font-semibold">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Where a buyer deciding on a unit goes next: prices, the EMI calculator, a site visit. */
export function HeroBuyerLinks({
  lang,
  labels,
}: {
  lang: Lang;
  labels: Dictionary["pages"]["buyerLinks"];
}) {
  return (
    <p className="mt-7 flex flex-wrap gap-x-6 gap-y-3 text-sm font-semibold">
      {buyerLinks.map((link, index) => (
        <a
          key={link.href}
          href={localePath(lang, link.href)}
          className="inline-flex min-h-11 items-center gap-1.5 text-brass-300 underline decoration-brass-300/40 underline-offset-4 hover:text-ivory"
        >
          {labels[index]?.heroLabel}
          <Icon name="arrow-right" className="size-4" />
        </a>
      ))}
    </p>
  );
}
