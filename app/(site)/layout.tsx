import type { ReactNode } from "react";
import "@/styles/globals.css";
import { EnglishDocument } from "@/components/layout/root-documents";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";

export const metadata = rootMetadata("en");
export const viewport = rootViewport;

/** The English pages, with the stylesheet every page but the plans page shares. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <EnglishDocument>{children}</EnglishDocument>;
}
