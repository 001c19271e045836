import type { ReactNode } from "react";
import "@/styles/plans.css";
import { HindiDocument } from "@/components/layout/root-documents";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";

export const metadata = rootMetadata("hi");
export const viewport = rootViewport;

/** The Hindi plans page, in its own root layout for the same reason as the English one. */
export default function HindiPlansRootLayout({ children }: { children: ReactNode }) {
  return <HindiDocument>{children}</HindiDocument>;
}
