import { LegalPage } from "@/components/pages/legal-page";
import { metadataFor } from "@/lib/seo/metadata";

export const metadata = metadataFor("privacy", "hi");

export default function Page() {
  return <LegalPage lang="hi" document="privacy" />;
}
