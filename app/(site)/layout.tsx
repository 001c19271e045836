import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";
import { devanagariLinksFont } from "@/lib/ui/fonts-hindi";

export const metadata = rootMetadata("en");
export const viewport = rootViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell lang="en" fontClassName={devanagariLinksFont.variable}>
      {children}
    </SiteShell>
  );
}
