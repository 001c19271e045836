import type { Metadata, Viewport } from "next";
import { brandColors } from "../ui/brand";
import { socialCard } from "../i18n/english";
import { enProject as project } from "../i18n/en/project";
import { siteMeta } from "../i18n/en/pages";
import { getDictionary } from "../i18n";
import { LANGS, localePath, ogLocale, type Lang } from "../i18n/lang";
import { settings } from "../settings";
import { paths, type PageId } from "./paths";

/** The 1200×630 share card written by the image pipeline (scripts/generate-images) into public/. */
export const SOCIAL_IMAGE = {
  url: "/og-card.jpg",
  width: socialCard.width,
  height: socialCard.height,
  alt: socialCard.alt,
} as const;

export const SITE_TITLE = siteMeta.title;
export const SITE_DESCRIPTION = siteMeta.description;

/** Absolute URL of a page in a language, on NEXT_PUBLIC_SITE_URL. */
export function pageUrl(page: PageId, lang: Lang): string {
  return `${settings.siteUrl}${localePath(lang, paths[page])}`;
}

/** hreflang → the page in each language, and x-default → the English page. */
export function languageAlternates(page: PageId): Record<string, string> {
  return {
    ...Object.fromEntries(LANGS.map((lang) => [lang, pageUrl(page, lang)])),
    "x-default": pageUrl(page, "en"),
  };
}

type PageSeo = {
  /** Short page title; the root template appends the project name. Omit on the home page. */
  title?: string;
  description: string;
  page: PageId;
  lang?: Lang;
  index?: boolean;
};

/**
 * Title, description, canonical, language alternates and share cards for one route. Next.js
 * replaces (not merges) the openGraph and twitter objects per page, so every page gets a complete
 * set from here.
 */
export function pageMetadata({
  title,
  description,
  page,
  lang = "en",
  index = true,
}: PageSeo): Metadata {
  const { pages } = getDictionary(lang);
  const shareTitle = title ? `${title} | ${pages.project.name}` : pages.meta.title;
  const path = localePath(lang, paths[page]);
  const image = { ...SOCIAL_IMAGE, alt: pages.images.social };
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path, languages: languageAlternates(page) },
    ...(index ? {} : { robots: { index: false, follow: true } }),
    openGraph: {
      type: "website",
      locale: ogLocale[lang],
      siteName: pages.project.name,
      url: path,
      title: shareTitle,
      description,
      images: [{ ...image, type: "image/jpeg" }],
    },
    twitter: {
      card: "summary_large_image",
      title: shareTitle,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

/** Each page's title and description, in its language. */
export function metadataFor(page: PageId, lang: Lang): Metadata {
  const { pages } = getDictionary(lang);
  const seo = {
    home: { description: pages.meta.description },
    thankYou: { ...pages.meta.thankYou, index: false },
    disclaimer: { title: pages.disclaimer.title, description: pages.disclaimer.description },
    privacy: { title: pages.privacy.title, description: pages.privacy.description },
    nri: { title: pages.nri.title, description: pages.nri.description },
    plans: { title: pages.plans.title, description: pages.plans.description },
  }[page];
  return pageMetadata({ ...seo, page, lang });
}

/** Shared by every root layout (one per language). */
export function rootMetadata(lang: Lang): Metadata {
  const { pages } = getDictionary(lang);
  return {
    // Every relative canonical and share-image URL becomes absolute on NEXT_PUBLIC_SITE_URL.
    metadataBase: new URL(settings.siteUrl),
    ...metadataFor("home", lang),
    title: { default: pages.meta.title, template: `%s | ${pages.project.name}` },
    applicationName: project.name,
  };
}

export const rootViewport: Viewport = {
  themeColor: brandColors.ink.DEFAULT,
  width: "device-width",
  initialScale: 1,
};
