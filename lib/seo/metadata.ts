import type { Metadata, Viewport } from "next";
import { brandColors } from "../ui/brand";
import { socialCard } from "../content/images";
import { project } from "../content/project";
import { heroSection } from "../content/sections/hero";
import { settings } from "../settings";

/** The site's language; a page in another language has its own root layout (app/(hindi)). */
export const SITE_LANG = "en-IN";
export type SiteLang = typeof SITE_LANG | "hi";

/** The 1200×630 share card written by the image pipeline (scripts/generate-images) into public/. */
export const SOCIAL_IMAGE = {
  url: "/og-card.jpg",
  width: socialCard.width,
  height: socialCard.height,
  alt: socialCard.alt,
} as const;

export const SITE_TITLE = `${project.name} | Retail, Offices & Studio Apartments in ${project.locationLine}`;
export const TITLE_TEMPLATE = `%s | ${project.name}`;
export const SITE_DESCRIPTION = `${heroSection.subheading} ${project.locationLine}, priced ${project.price.label}.`;

/** Indexable routes, in sitemap order (/thank-you is noindex and stays out). */
export const indexedPaths = ["/", "/disclaimer", "/privacy", "/hi/privacy"] as const;

/** The privacy notice in each language it is offered in, keyed by hreflang. */
export const privacyNoticePaths = { "en-IN": "/privacy", "hi-IN": "/hi/privacy" } as const;

type PageSeo = {
  /** Short page title; the root template appends the project name. Omit on the home page. */
  title?: string;
  description: string;
  /** Root-relative path; metadataBase turns it into an absolute canonical URL. */
  path: string;
  index?: boolean;
  /** Open Graph locale of a page not in English. */
  locale?: string;
  /** hreflang → path of this page in each language (including its own). */
  languages?: Record<string, string>;
};

/**
 * Title, description, canonical and share cards for one route. Next.js replaces (not merges) the
 * openGraph and twitter objects per page, so every page gets a complete set from here.
 */
export function pageMetadata({
  title,
  description,
  path,
  index = true,
  locale = "en_IN",
  languages,
}: PageSeo): Metadata {
  const shareTitle = title ? TITLE_TEMPLATE.replace("%s", title) : SITE_TITLE;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path, ...(languages ? { languages } : {}) },
    ...(index ? {} : { robots: { index: false, follow: true } }),
    openGraph: {
      type: "website",
      locale,
      siteName: project.name,
      url: path,
      title: shareTitle,
      description,
      images: [{ ...SOCIAL_IMAGE, type: "image/jpeg" }],
    },
    twitter: {
      card: "summary_large_image",
      title: shareTitle,
      description,
      images: [{ url: SOCIAL_IMAGE.url, alt: SOCIAL_IMAGE.alt }],
    },
  };
}

/** Shared by every root layout (one per language). */
export const rootMetadata: Metadata = {
  // Every relative canonical and share-image URL becomes absolute on NEXT_PUBLIC_SITE_URL.
  metadataBase: new URL(settings.siteUrl),
  ...pageMetadata({ description: SITE_DESCRIPTION, path: "/" }),
  title: { default: SITE_TITLE, template: TITLE_TEMPLATE },
  applicationName: project.name,
};

export const rootViewport: Viewport = {
  themeColor: brandColors.ink.DEFAULT,
  width: "device-width",
  initialScale: 1,
};
