import type { MetadataRoute } from "next";
import { LANGS } from "@/lib/i18n/lang";
import { languageAlternates, pageUrl } from "@/lib/seo/metadata";
import { indexedPages } from "@/lib/seo/paths";

export const dynamic = "force-static";

/** Every indexable page in every language, each naming its counterparts. */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPages.flatMap((page) =>
    LANGS.map((lang) => ({
      url: pageUrl(page, lang),
      changeFrequency: "monthly" as const,
      priority: page === "home" ? 1 : 0.3,
      alternates: { languages: languageAlternates(page) },
    })),
  );
}
