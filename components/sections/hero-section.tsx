import { hero, project } from "@/lib/content";
import { HeroForm } from "@/components/forms/hero-form";

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative bg-ink text-ivory">
      <div className="container-site py-24">
        <p className="eyebrow text-brass-300">{hero.eyebrow}</p>
        <h1
          id="hero-heading"
          className="mt-4 font-display text-display-md font-semibold sm:text-display-lg"
        >
          {project.name}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ivory/85">{hero.subheading}</p>
        <div className="mt-10">
          <HeroForm />
        </div>
      </div>
    </section>
  );
}
