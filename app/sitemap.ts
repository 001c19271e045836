import type { MetadataRoute } from "next";
import { indexedPaths } from "@/lib/seo/metadata";
import { settings } from "@/lib/settings";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPaths.map((path) => ({
    url: `${settings.siteUrl}${path}`,
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : 0.3,
  }));
}
