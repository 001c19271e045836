import type { ReactNode } from "react";
import "@/styles/globals.css";
import { HindiDocument } from "@/components/layout/root-documents";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";

export const metadata = rootMetadata("hi");
export const viewport = rootViewport;

/** A second root layout, so pages in Hindi are served with <html lang="hi"> and load the Devanagari font. */
export default function HindiRootLayout({ children }: { children: ReactNode }) {
  return <HindiDocument>{children}</HindiDocument>;
}
