import { ThankYouSection } from "@/components/sections/thank-you-section";
import { metadataFor } from "@/lib/seo/metadata";

// Reached only after a lead is sent: kept out of search results and the sitemap.
export const metadata = metadataFor("thankYou", "en");

export default function Page() {
  return <ThankYouSection lang="en" />;
}
