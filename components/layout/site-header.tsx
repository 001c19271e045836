import { contact } from "@/lib/content/project";
import { SiteNav } from "./site-nav";
import { Icon } from "@/components/ui/icon";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { localePath } from "@/lib/i18n/lang";

export function SiteHeader({ lang }: { lang: Lang }) {
  const { pages, ui } = getDictionary(lang);
  const interfaceWords = ui.interface;
  return (
    // No backdrop-filter: without a GPU (as in Lighthouse) it delays the first paint by ~200 ms.
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink/95 text-ivory">
      <div className="container-site flex h-16 items-center justify-between gap-4 lg:h-20">
        {/* The second line's row is sized before it arrives, so the name never moves when it does. */}
        <a
          href={localePath(lang, "/")}
          className="group grid leading-none [--tagline:0.625rem] min-[380px]:grid-rows-[auto_calc(var(--tagline)+0.25rem)] min-[420px]:[--tagline:0.6875rem]"
        >
          <span className="font-display text-xl font-semibold tracking-wide lg:text-2xl">
            {pages.project.name}
          </span>
          <span
            className={
              "hidden self-end text-(length:--tagline) font-medium " +
              "tracking-[0.12em] whitespace-nowrap text-brass-300 uppercase " +
              "min-[380px]:block min-[420px]:tracking-[0.2em]"
            }
          >
            {pages.project.locationLine}
          </span>
        </a>
        <SiteNav
          callLink={
            <a
              href={contact.telHref}
              aria-label={`${interfaceWords.callNow} ${contact.phoneDisplay}`}
              className="btn-primary hidden px-5 lg:inline-flex"
            >
              <Icon name="phone" className="size-4" />
              <span>{interfaceWords.callNow}</span>
            </a>
          }
        />
      </div>
    </header>
  );
}
