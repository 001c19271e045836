import { HomePage } from "@/components/pages/home-page";
import { metadataFor } from "@/lib/seo/metadata";

export const metadata = metadataFor("home", "hi");

export default function Page() {
  return <HomePage lang="hi" />;
}
