import { serializeJsonLd } from "@/lib/seo/structured-data";

/** Server-rendered structured data; no client JavaScript. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // Serialised by our own pure function with "<" escaped; the data comes from lib/content/.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
