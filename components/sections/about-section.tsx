import { about } from "@/lib/content";

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-24 py-20">
      <div className="container-site">
        <p className="eyebrow text-brass-700">About</p>
        <h2 id="about-heading" className="mt-3 font-display text-display-sm font-semibold">
          {about.heading}
        </h2>
        {about.paragraphs.map((p) => (
          <p key={p.slice(0, 32)} className="mt-4 max-w-3xl leading-relaxed text-stone-700">
            {p}
          </p>
        ))}
      </div>
    </section>
  );
}
