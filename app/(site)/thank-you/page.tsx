import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { ThankYouSection } from "@/components/sections/thank-you-section";

// Reached only after a lead is sent: kept out of search results and the sitemap.
export const metadata: Metadata = pageMetadata({
  title: "Thank You",
  description: "Your enquiry about Nirala Gateway has been received.",
  path: "/thank-you",
  index: false,
});

export default function ThankYouPage() {
  return <ThankYouSection />;
}
