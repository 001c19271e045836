import type { ReactNode } from "react";
import "@/styles/globals.css";
import { displayFont, sansFont } from "@/lib/ui/fonts";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { FloatingPanel } from "./floating-panel";
import { ReraPanel } from "./rera-panel";
import { DialogHost } from "@/components/dialogs/dialog-host";
import { AutoPopup } from "@/components/dialogs/auto-popup";
import { AttributionCapture } from "@/components/forms/attribution-capture";
import { AdsTag } from "@/components/analytics/ads-tag";
import { LayOutAfterLoad } from "./lay-out-after-load";
import { IconSymbols } from "@/components/ui/icon-symbols";
import { SITE_LANG, type SiteLang } from "@/lib/seo/metadata";
import { interfaceWords } from "@/lib/content/interface";

/** The site's chrome speaks English; on a page in another language it says so. */
function English({ lang, children }: { lang: SiteLang; children: ReactNode }) {
  if (lang === SITE_LANG) return children;
  // display: contents keeps the sticky header and fixed panels laid out as direct children of <body>.
  return (
    <div lang={SITE_LANG} className="contents">
      {children}
    </div>
  );
}

type Props = {
  lang: SiteLang;
  /** The variable class of a font only this language's pages load (the Hindi layout's Devanagari). */
  fontClassName?: string;
  children: ReactNode;
};

/** The document every root layout renders: one per language, so <html lang> is right from the server. */
export function SiteShell({ lang, fontClassName, children }: Props) {
  const fonts = [displayFont.variable, sansFont.variable, fontClassName].filter(Boolean);
  return (
    <html lang={lang} className={fonts.join(" ")}>
      <body>
        <IconSymbols />
        <English lang={lang}>
          <a
            href="#main"
            className="sr-only z-50 rounded bg-brass-500 px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {interfaceWords.skipToContent}
          </a>
          <ReraPanel />
          <SiteHeader />
        </English>
        <main id="main">{children}</main>
        <English lang={lang}>
          <SiteFooter />
          <FloatingPanel />
          <DialogHost />
          <AutoPopup />
        </English>
        <AttributionCapture />
        <AdsTag />
        <LayOutAfterLoad />
      </body>
    </html>
  );
}
