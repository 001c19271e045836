import { LegalPage } from "@/components/pages/legal-page";
import { metadataFor } from "@/lib/seo/metadata";

export const metadata = metadataFor("disclaimer", "hi");

export default function Page() {
  return <LegalPage lang="hi" document="disclaimer" />;
}
