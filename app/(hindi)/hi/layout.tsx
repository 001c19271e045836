import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";

export const metadata = rootMetadata;
export const viewport = rootViewport;

/** A second root layout, so pages in Hindi are served with <html lang="hi">. */
export default function HindiRootLayout({ children }: { children: ReactNode }) {
  return <SiteShell lang="hi">{children}</SiteShell>;
}
