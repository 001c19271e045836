import type { Metadata } from "next";
import { LegalDocument } from "@/components/legal/legal-document";
import { privacyNotice } from "@/lib/legal/privacy";
import { pageMetadata, privacyNoticePaths } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: privacyNotice.title,
  description: privacyNotice.description,
  path: privacyNoticePaths["en-IN"],
  languages: privacyNoticePaths,
});

export default function PrivacyPage() {
  return <LegalDocument {...privacyNotice} />;
}
