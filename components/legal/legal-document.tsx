import type { LegalSection } from "@/lib/legal";

type Props = { title: string; intro: string; sections: readonly LegalSection[] };

export function LegalDocument({ title, intro, sections }: Props) {
  return (
    <article className="container-site max-w-3xl py-16 sm:py-20">
      <p className="eyebrow text-brass-700">Legal</p>
      <h1 className="mt-3 font-display text-display-sm font-semibold sm:text-display-md">
        {title}
      </h1>
      <p className="mt-6 text-lg leading-relaxed text-stone-700">{intro}</p>
      <nav
        aria-label="On this page"
        className="mt-8 rounded-xl border border-ivory-200 bg-ivory-50 p-5"
      >
        <h2 className="text-sm font-semibold">On this page</h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-brass-700 underline-offset-4 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="mt-10 scroll-mt-24">
          <h2 className="font-display text-2xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
