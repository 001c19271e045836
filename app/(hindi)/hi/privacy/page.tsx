import type { Metadata } from "next";
import { LegalDocument } from "@/components/legal/legal-document";
import { privacyNoticeHi } from "@/lib/legal/privacy-hi";
import { pageMetadata, privacyNoticePaths } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: privacyNoticeHi.title,
  description: privacyNoticeHi.description,
  path: privacyNoticePaths["hi-IN"],
  locale: "hi_IN",
  languages: privacyNoticePaths,
});

export default function HindiPrivacyPage() {
  return <LegalDocument {...privacyNoticeHi} />;
}
