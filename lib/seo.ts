import type { Metadata } from "next";
import { hero, project, socialCard } from "./content";

/** The 1200×630 share card written by the image pipeline (scripts/generate-images) into public/. */
export const SOCIAL_IMAGE = {
  url: "/og-card.jpg",
  width: socialCard.width,
  height: socialCard.height,
  alt: socialCard.alt,
} as const;

export const SITE_TITLE = `${project.name} | Retail, Offices & Studio Apartments in ${project.locationLine}`;
export const TITLE_TEMPLATE = `%s | ${project.name}`;
export const SITE_DESCRIPTION = `${hero.subheading} ${project.locationLine}, priced ${project.price.label}.`;

/** Indexable routes, in sitemap order (/thank-you is noindex and stays out). */
export const indexedPaths = ["/", "/disclaimer"] as const;

type PageSeo = {
  /** Short page title; the root template appends the project name. Omit on the home page. */
  title?: string;
  description: string;
  /** Root-relative path; metadataBase turns it into an absolute canonical URL. */
  path: string;
  index?: boolean;
};

/**
 * Title, description, canonical and share cards for one route. Next.js replaces (not merges) the
 * openGraph and twitter objects per page, so every page gets a complete set from here.
 */
export function pageMetadata({ title, description, path, index = true }: PageSeo): Metadata {
  const shareTitle = title ? TITLE_TEMPLATE.replace("%s", title) : SITE_TITLE;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    ...(index ? {} : { robots: { index: false, follow: true } }),
    openGraph: {
      type: "website",
      locale: "en_IN",
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
