import { navEntries, SITE_LINKS_ANCHOR } from "@/lib/content/navigation";
import { contact, rera } from "@/lib/content/project";
import { CurrentYear } from "./current-year";
import { buyerLinks } from "@/lib/content/buyer-links";
import { paths } from "@/lib/seo/paths";
import { localePath } from "@/lib/i18n/lang";
import type { Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { ADS_IN_EUROPE_SECTION } from "@/lib/ads/consent";
import { CookieChoicesLink } from "@/components/analytics/cookie-choices-link";

/** The line under the footer: the year, the project and who markets it. */
function FooterLine({ lang }: { lang: Lang }) {
  const { footer, project } = getDictionary(lang).pages;
  return (
    <div className="border-t border-white/10">
      <p className="container-site py-5 text-xs text-ivory/70">
        © <CurrentYear buildYear={new Date().getFullYear()} />
        {` ${project.name}${footer.sentenceEnd} ${footer.marketedBy} ${contact.partnerName}, ` +
          `${footer.partnerRole} (${footer.reraLabel} ${rera.partnerId})${footer.sentenceEnd}`}
      </p>
    </div>
  );
}

export function SiteFooter({ lang }: { lang: Lang }) {
  const { pages, ui } = getDictionary(lang);
  const { footer, project } = pages;
  const links = [
    ...navEntries.flatMap((entry, index) =>
      entry.kind === "link" ? [{ label: ui.nav[index] ?? "", href: entry.href }] : [],
    ),
    ...buyerLinks.map((link, index) => ({
      label: pages.buyerLinks[index]?.label ?? "",
      href: link.href,
    })),
  ].map((link) => ({ ...link, href: localePath(lang, link.href) }));
  return (
    <footer className="bg-ink pb-24 text-ivory/85 sm:pb-10">
      <div className="container-site grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="font-display text-2xl font-semibold text-ivory">{project.name}</p>
          <p className="mt-2 text-sm">{`${project.locationLine}, ${project.region}`}</p>
          <p className="mt-4 max-w-md text-sm leading-relaxed">{footer.brokerSharing}</p>
          <p className="mt-2 max-w-md text-sm leading-relaxed">{footer.priceChange}</p>
        </div>
        <div>
          <h2 className="eyebrow text-brass-300">{footer.registrationHeading}</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-ivory/70">{footer.projectReraLabel}</dt>
              <dd className="font-semibold text-ivory" data-testid="project-rera-id">
                {rera.projectId}
              </dd>
            </div>
            <div>
              <dt className="text-ivory/70">{footer.partnerReraLabel}</dt>
              <dd className="font-semibold text-ivory" data-testid="partner-rera-id">
                {rera.partnerId}
              </dd>
            </div>
            <div>
              <dt className="text-ivory/70">{footer.verifyLabel}</dt>
              <dd>
                <a
                  href={rera.authorityUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline decoration-brass-400 underline-offset-4 hover:text-ivory"
                >
                  {rera.authorityUrl.replace(/^https?:\/\//, "")}
                </a>
              </dd>
            </div>
          </dl>
        </div>
        <div id={SITE_LINKS_ANCHOR}>
          <h2 className="eyebrow text-brass-300">{footer.exploreHeading}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {links.map((entry) => (
              <li key={entry.label}>
                <a href={entry.href} className="hover:text-ivory hover:underline">
                  {entry.label}
                </a>
              </li>
            ))}
            <li>
              <a
                href={localePath(lang, paths.disclaimer)}
                className="hover:text-ivory hover:underline"
              >
                {footer.disclaimerLink}
              </a>
            </li>
            <li>
              <a
                href={localePath(lang, paths.privacy)}
                className="hover:text-ivory hover:underline"
              >
                {footer.privacyLink}
              </a>
            </li>
            <li>
              <CookieChoicesLink
                href={`${localePath(lang, paths.privacy)}#${ADS_IN_EUROPE_SECTION}`}
                label={ui.adConsent.choices}
              />
            </li>
            <li>
              <a href={contact.telHref} className="hover:text-ivory hover:underline">
                {contact.phoneDisplay}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <FooterLine lang={lang} />
    </footer>
  );
}
