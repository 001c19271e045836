import { amenities } from "@/lib/content/sections/amenities";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { Section } from "./section";
import { Icon } from "@/components/ui/icon";

export function AmenitiesSection({ lang }: { lang: Lang }) {
  const amenitiesSection = getDictionary(lang).pages.amenities;
  const items = amenities.map(({ icon }, index) => ({
    icon,
    name: amenitiesSection.items[index]?.name ?? "",
    description: amenitiesSection.items[index]?.description ?? "",
  }));
  return (
    <Section
      id="amenities"
      name="amenities"
      className="bg-ivory-200"
      heading={{
        eyebrow: amenitiesSection.eyebrow,
        heading: amenitiesSection.heading,
        intro: amenitiesSection.intro,
      }}
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ name, description, icon }) => (
          <li
            key={name}
            className="group rounded-2xl border border-ink/5 bg-ivory-50 p-6 shadow-card transition-shadow hover:shadow-float"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-ink text-brass-300">
              <Icon name={icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg leading-snug font-semibold text-ink">{name}</h3>
            <p className="mt-2 text-sm leading-relaxed text-stone-600">{description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
