import type { MetadataRoute } from "next";
import { settings } from "@/lib/settings";

export const dynamic = "force-static";

// /thank-you is not disallowed: crawlers must be able to read its noindex tag.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/" },
    sitemap: `${settings.siteUrl}/sitemap.xml`,
  };
}
