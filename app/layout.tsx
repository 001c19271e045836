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
import { hero, project } from "@/lib/content";
import { settings } from "@/lib/settings";

export const metadata: Metadata = {
  metadataBase: new URL(settings.siteUrl),
  title: {
    default: `${project.name} | Retail, Offices & Studio Apartments in ${project.locationLine}`,
    template: `%s | ${project.name}`,
  },
  description: hero.subheading,
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
