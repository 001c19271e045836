import { PlansPage } from "@/components/pages/plans-page";
import { metadataFor } from "@/lib/seo/metadata";

export const metadata = metadataFor("plans", "en");

export default function Page() {
  return <PlansPage lang="en" />;
}
