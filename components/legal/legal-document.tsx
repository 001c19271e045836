import type { LegalLink, LegalSection } from "@/lib/legal/legal-page";

type Props = {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  /** Words around the document, in its language. */
  labels: { eyebrow: string; contents: string };
  /** The same document in another language. */
  translation?: LegalLink & { lang: string; note: string };
};

function TextLink({ link }: { link: LegalLink }) {
  return (
    <a
      href={link.href}
      hrefLang={link.hrefLang}
      lang={link.lang}
      className="font-semibold text-brass-700 underline underline-offset-4"
    >
      {link.label}
    </a>
  );
}

export function LegalDocument({ title, intro, sections, labels, translation }: Props) {
  return (
    <article className="container-site max-w-3xl py-16 sm:py-20">
      <p className="eyebrow text-brass-700">{labels.eyebrow}</p>
      <h1 className="mt-3 font-display text-display-sm font-semibold sm:text-display-md">
        {title}
      </h1>
      {translation ? (
        <p className="mt-4 text-stone-700">
          {translation.note} <TextLink link={{ ...translation, hrefLang: translation.lang }} />
        </p>
      ) : null}
      <p className="mt-6 text-lg leading-relaxed text-stone-700">{intro}</p>
      <nav
        aria-label={labels.contents}
        className="mt-8 rounded-xl border border-ivory-200 bg-ivory-50 p-5"
      >
        <h2 className="text-sm font-semibold">{labels.contents}</h2>
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
          {section.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-stone-700 marker:text-brass-600">
              {section.list.map((item) => (
                <li key={item.slice(0, 40)}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
          {section.links?.map((link) => (
            <p key={link.href} className="mt-4 leading-relaxed">
              <TextLink link={link} />
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
