import type { Metadata } from "next";
import "@/styles/globals.css";
import { SiteShell } from "@/components/layout/site-shell";
import { NotFoundNotice } from "@/components/sections/not-found-notice";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";
import { getDictionary } from "@/lib/i18n";
import { DevanagariFace } from "@/lib/ui/fonts-hindi-face";

const { notFound, project } = getDictionary("en").pages;

// With one root layout per language no layout wraps unmatched URLs, so this page renders the
// whole document itself (next.config.ts: experimental.globalNotFound).
export const metadata: Metadata = {
  ...rootMetadata("en"),
  title: `${notFound.title} | ${project.name}`,
};
export const viewport = rootViewport;

/** One 404 for both languages: English first, then the same in Hindi, with its font. */
export default function GlobalNotFound() {
  return (
    <SiteShell lang="en">
      {/* Not preloaded (an English page): the Hindi half comes second. */}
      <DevanagariFace />
      <NotFoundNotice langs={["en", "hi"]} />
    </SiteShell>
  );
}
