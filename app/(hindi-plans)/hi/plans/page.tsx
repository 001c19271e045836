import { PlansPage } from "@/components/pages/plans-page";
import { metadataFor } from "@/lib/seo/metadata";

export const metadata = metadataFor("plans", "hi");

export default function Page() {
  return <PlansPage lang="hi" />;
}
