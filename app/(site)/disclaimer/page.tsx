import type { Metadata } from "next";
import { disclaimer } from "@/lib/legal/disclaimer";
import { pageMetadata } from "@/lib/seo/metadata";
import { LegalDocument } from "@/components/legal/legal-document";

export const metadata: Metadata = pageMetadata({
  title: disclaimer.title,
  description: disclaimer.description,
  path: "/disclaimer",
});

export default function DisclaimerPage() {
  return (
    <LegalDocument
      title={disclaimer.title}
      intro={disclaimer.intro}
      sections={disclaimer.sections}
      labels={disclaimer.labels}
    />
  );
}
