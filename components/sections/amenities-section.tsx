import { amenities } from "@/lib/content";

export function AmenitiesSection() {
  return (
    <section
      id="amenities"
      aria-labelledby="amenities-heading"
      className="scroll-mt-24 bg-ivory-200 py-20"
    >
      <div className="container-site">
        <p className="eyebrow text-brass-700">Amenities</p>
        <h2 id="amenities-heading" className="mt-3 font-display text-display-sm font-semibold">
          Amenities
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {amenities.map(({ name, description, icon: Icon }) => (
            <li key={name} className="rounded-xl bg-ivory-50 p-6 shadow-card">
              <Icon aria-hidden="true" className="size-7 text-brass-600" />
              <h3 className="mt-4 font-semibold">{name}</h3>
              <p className="mt-2 text-sm text-stone-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
