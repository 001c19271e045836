import type { MetadataRoute } from "next";
import { LANGS } from "@/lib/i18n/lang";
import { languageAlternates, pageUrl } from "@/lib/seo/metadata";
import { indexedPages, type PageId } from "@/lib/seo/paths";

export const dynamic = "force-static";

/** Ads and buyers land on the home page and the plans page; the legal pages matter less. */
const priority: Partial<Record<PageId, number>> = { home: 1, plans: 0.8 };

/** Every indexable page in every language, each naming its counterparts. */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPages.flatMap((page) =>
    LANGS.map((lang) => ({
      url: pageUrl(page, lang),
      changeFrequency: "monthly" as const,
      priority: priority[page] ?? 0.3,
      alternates: { languages: languageAlternates(page) },
    })),
  );
}
