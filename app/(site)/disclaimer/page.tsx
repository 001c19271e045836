import type { Metadata } from "next";
import { disclaimer } from "@/lib/legal";
import { pageMetadata } from "@/lib/seo";
import { LegalDocument } from "@/components/legal/legal-document";

export const metadata: Metadata = pageMetadata({
  title: "Disclaimer",
  description:
    "Legal disclaimer for the Nirala Gateway website: information only, indicative images, RERA details, your data and governing law.",
  path: "/disclaimer",
});

export default function DisclaimerPage() {
  return (
    <LegalDocument title="Disclaimer" intro={disclaimer.intro} sections={disclaimer.sections} />
  );
}
