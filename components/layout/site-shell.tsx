import type { ReactNode } from "react";
import { displayFont, sansFont } from "@/lib/ui/fonts";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { FloatingPanel } from "./floating-panel";
import { ReraPanel } from "./rera-panel";
import { DialogHost } from "@/components/dialogs/dialog-host";
import { AutoPopup } from "@/components/dialogs/auto-popup";
import { AttributionCapture } from "@/components/forms/attribution-capture";
import { AdsTag } from "@/components/analytics/ads-tag";
import { ConsentBarSlot } from "@/components/analytics/consent-bar-slot";
import { LayOutAfterLoad } from "./lay-out-after-load";
import { FONTS_LATER_ATTRIBUTE } from "@/lib/inline/fonts-after-paint";
import { IconSymbols } from "@/components/ui/icon-symbols";
import { HydrationUnit } from "@/components/ui/hydration-unit";
import {
  dialogsAfterPage,
  dialogsBeforePage,
  firstScreenIcons,
  laterIcons,
} from "@/lib/ui/page-order";
import { LangProvider } from "@/components/i18n/lang-provider";
import { htmlLang, otherLang, type Lang } from "@/lib/i18n/lang";
import { getDictionary } from "@/lib/i18n";
import { leadFormsByLang } from "@/lib/leads/forms-by-lang";
import { contact } from "@/lib/content/project";
import { salesWhatsappNumber } from "@/lib/content/lead-extras";

type Props = {
  lang: Lang;
  children: ReactNode;
};

/** The document every root layout renders: one per language, so <html lang> is right from the server. */
export function SiteShell({ lang, children }: Props) {
  const fonts = [displayFont.variable, sansFont.variable];
  const { ui } = getDictionary(lang);
  const other = otherLang(lang);
  return (
    <html
      lang={htmlLang[lang]}
      className={fonts.join(" ")}
      {...{ [FONTS_LATER_ATTRIBUTE]: "" }}
      // lib/inline/fonts-after-paint.ts takes the attribute off at the first paint.
      suppressHydrationWarning
    >
      <body>
        <IconSymbols names={firstScreenIcons} />
        <LangProvider
          lang={lang}
          ui={ui}
          other={{ lang: other, name: getDictionary(other).ui.languageName }}
          sales={{ telHref: contact.telHref, whatsappNumber: salesWhatsappNumber }}
        >
          <a
            href="#main"
            className="sr-only z-50 rounded bg-brass-500 px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {ui.interface.skipToContent}
          </a>
          {/* Early in the tab order, so a keyboard reaches the question before the page. */}
          <ConsentBarSlot />
          <HydrationUnit>
            <ReraPanel lang={lang} />
          </HydrationUnit>
          <HydrationUnit>
            <SiteHeader lang={lang} />
          </HydrationUnit>
          {/* Before the page, so a slow phone paints "Enquiry Now" and parses the form it leads to
              with the first screen; until hydration a dialog shows in place, as its target. */}
          <HydrationUnit>
            <FloatingPanel lang={lang} />
          </HydrationUnit>
          <DialogHost kinds={dialogsBeforePage} lang={lang} />
          <main id="main">{children}</main>
          <DialogHost kinds={dialogsAfterPage} lang={lang} />
          <HydrationUnit>
            <SiteFooter lang={lang} />
          </HydrationUnit>
          <AutoPopup form={leadFormsByLang[lang].autoPopup} />
        </LangProvider>
        <AttributionCapture />
        <AdsTag />
        <LayOutAfterLoad />
        <IconSymbols names={laterIcons} />
      </body>
    </html>
  );
}
