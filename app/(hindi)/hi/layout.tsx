import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";
import { DevanagariFace } from "@/lib/ui/fonts-hindi-face";

export const metadata = rootMetadata("hi");
export const viewport = rootViewport;

/** A second root layout, so pages in Hindi are served with <html lang="hi"> and load the Devanagari font. */
export default function HindiRootLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell lang="hi">
      {/* Hoisted into the head by React: the face's @font-face and its preload, on Hindi pages only. */}
      <DevanagariFace preloaded />
      {children}
    </SiteShell>
  );
}
