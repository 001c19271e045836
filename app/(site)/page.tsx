import { HomePage } from "@/components/pages/home-page";
import { metadataFor } from "@/lib/seo/metadata";

export const metadata = metadataFor("home", "en");

export default function Page() {
  return <HomePage lang="en" />;
}
