import type { ReactNode } from "react";
import "@/styles/plans.css";
import { EnglishDocument } from "@/components/layout/root-documents";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";

export const metadata = rootMetadata("en");
export const viewport = rootViewport;

/** Its own root layout, so the plans page alone carries its sections' rules (styles/plans.css). */
export default function PlansRootLayout({ children }: { children: ReactNode }) {
  return <EnglishDocument>{children}</EnglishDocument>;
}
