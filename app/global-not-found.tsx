import type { Metadata } from "next";
import Link from "next/link";
import { SiteShell } from "@/components/layout/site-shell";
import { PhoneLink } from "@/components/ui/phone-link";
import { rootMetadata, rootViewport, SITE_LANG, TITLE_TEMPLATE } from "@/lib/seo/metadata";

// With one root layout per language no layout wraps unmatched URLs, so this page renders the
// whole document itself (next.config.ts: experimental.globalNotFound).
export const metadata: Metadata = {
  ...rootMetadata,
  title: TITLE_TEMPLATE.replace("%s", "Page not found"),
};
export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell lang={SITE_LANG}>
      <section className="container-site flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
        <p className="font-display text-7xl font-semibold text-brass-600">404</p>
        <h1 className="mt-4 font-display text-display-sm font-semibold">
          This page could not be found
        </h1>
        <p className="mt-4 max-w-lg text-stone-700">
          The link may be old or mistyped. Everything about Nirala Gateway is on the home page, or
          call us on <PhoneLink />.
        </p>
        <Link href="/" className="btn-dark mt-10">
          Go to the home page
        </Link>
      </section>
    </SiteShell>
  );
}
