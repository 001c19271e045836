import { PhoneLink } from "@/components/ui/phone-link";
import { getDictionary } from "@/lib/i18n";
import { localePath, type Lang } from "@/lib/i18n/lang";

/** The 404 page's message, once per language, each leading to its own home page. */
export function NotFoundNotice({ langs }: { langs: readonly Lang[] }) {
  return (
    <section className="container-site flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-display text-7xl font-semibold text-brass-600">404</p>
      {langs.map((lang, index) => {
        const { notFound } = getDictionary(lang).pages;
        const Heading = index === 0 ? "h1" : "h2";
        return (
          <div
            key={lang}
            lang={index === 0 ? undefined : lang}
            className={`flex flex-col items-center ${index === 0 ? "" : "mt-14 border-t border-ink/10 pt-10"}`}
          >
            <Heading className="mt-4 font-display text-display-sm font-semibold">
              {notFound.heading}
            </Heading>
            <p className="mt-4 max-w-lg text-stone-700">
              {notFound.body} <PhoneLink />.
            </p>
            <a href={localePath(lang, "/")} hrefLang={lang} className="btn-dark mt-8">
              {notFound.homeLink}
            </a>
          </div>
        );
      })}
    </section>
  );
}
