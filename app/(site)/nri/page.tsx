import { NriPage } from "@/components/pages/nri-page";
import { metadataFor } from "@/lib/seo/metadata";

export const metadata = metadataFor("nri", "en");

export default function Page() {
  return <NriPage lang="en" />;
}
