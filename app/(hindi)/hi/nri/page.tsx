import { NriPage } from "@/components/pages/nri-page";
import { metadataFor } from "@/lib/seo/metadata";

export const metadata = metadataFor("nri", "hi");

export default function Page() {
  return <NriPage lang="hi" />;
}
