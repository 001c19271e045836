import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { displayFont, sansFont } from "./fonts";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { FloatingPanel } from "@/components/layout/floating-panel";
import { DialogHost } from "@/components/dialogs/dialog-host";
import { AutoPopup } from "@/components/dialogs/auto-popup";
import { AttributionCapture } from "@/components/forms/attribution-capture";
import { AdsTag } from "@/components/analytics/ads-tag";
import { project } from "@/lib/content";
import { settings } from "@/lib/settings";
import { pageMetadata, SITE_DESCRIPTION, SITE_TITLE, TITLE_TEMPLATE } from "@/lib/seo";

export const metadata: Metadata = {
  // Every relative canonical and share-image URL below becomes absolute on NEXT_PUBLIC_SITE_URL.
  metadataBase: new URL(settings.siteUrl),
  ...pageMetadata({ description: SITE_DESCRIPTION, path: "/" }),
  title: { default: SITE_TITLE, template: TITLE_TEMPLATE },
  applicationName: project.name,
};

export const viewport: Viewport = {
  themeColor: "#0e1a26",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${displayFont.variable} ${sansFont.variable}`}>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-brass-500 px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main">{children}</main>
        <SiteFooter />
        <FloatingPanel />
        <DialogHost />
        <AutoPopup />
        <AttributionCapture />
        <AdsTag />
      </body>
    </html>
  );
}
